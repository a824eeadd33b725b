import type { CertificateKind } from '../drills/results.schema.ts';

/** The words of certificates, defined once for the API, the PDF and the pages. */
export const CertificateMessages = {
  notFound: 'We could not find a certificate with this code.',
  certificateNotFound: 'We could not find this certificate in this hackathon.',
  alreadyRevoked: 'This certificate is already revoked.',
  revokeReasonRequired: 'Say why the certificate is revoked: the verification page shows the reason.',
  issued: (created: number) =>
    created === 0
      ? 'Everyone eligible already holds this certificate.'
      : `${created} certificate${created === 1 ? '' : 's'} queued. They are ready in a few minutes.`,
  revoked: 'Certificate revoked. The verification page and the status list now say so.',
  credentialUnreadable: 'This file is not a credential: choose the JSON file downloaded from a verification page.',
  statusListNotFound: 'There is no such status list.',
  contextNotFound: 'This JSON-LD context is not one the certificates use.',
  kindTitle: {
    participation: 'Certificate of Participation',
    merit: 'Certificate of Merit',
    winner: 'Certificate of Achievement',
  } satisfies Record<CertificateKind, string>,
  kindLabel: {
    participation: 'Participation',
    merit: 'Merit (shortlisted)',
    winner: 'Winner',
  } satisfies Record<CertificateKind, string>,
  /** The sentence under the name: what they did. */
  achievement: (kind: CertificateKind, rank: number | null) =>
    kind === 'winner'
      ? rank
        ? `won rank ${rank} in`
        : 'is among the winners of'
      : kind === 'merit'
        ? 'was shortlisted on merit in'
        : 'took part in',
  achievementName: (kind: CertificateKind, drillName: string, rank: number | null) =>
    kind === 'winner'
      ? `${rank ? `Rank ${rank}, ` : ''}Winner: ${drillName}`
      : kind === 'merit'
        ? `Merit: ${drillName}`
        : `Participation: ${drillName}`,
  criteria: (kind: CertificateKind, drillName: string, hostName: string) =>
    kind === 'winner'
      ? `Placed among the award winners of the final leaderboard of ${drillName}, hosted by ${hostName}, as judged and published by the hosts.`
      : kind === 'merit'
        ? `Shortlisted by the judges of ${drillName}, hosted by ${hostName}, to advance to a further phase.`
        : `Registered for ${drillName}, hosted by ${hostName}, and submitted work in at least one phase.`,
  checks: {
    signature: 'Signed by Elevate (Ed25519, eddsa-jcs-2022)',
    issuer: 'Issued by Elevate’s published key',
    status: 'Not revoked (status list checked)',
    record: 'Matches the certificate Elevate holds',
  },
} as const;
