import { CertificateMessages } from '@elevate/contracts/certificates/certificates.messages';
import type { CertificateKind } from '@elevate/contracts/drills/results.schema';
import { signDocument } from './data-integrity.ts';
import type { SigningKey } from './signing-key.ts';
import { statusEntryOf, statusListUrl } from './status-list.ts';

/**
 * A certificate as an Open Badges 3.0 OpenBadgeCredential (a W3C Verifiable Credential, Data Model 2.0),
 * signed by the platform's key (eddsa-jcs-2022). The recipient is named by an IdentityObject of type `name`
 * (unhashed, as printed); the achievement's creator is the hosting company; the issuer is Elevate, which
 * signs for every host. credentialStatus points at the revocation status list.
 */

export const CREDENTIAL_CONTEXTS = [
  'https://www.w3.org/ns/credentials/v2',
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
] as const;

export const PLATFORM_NAME = 'Elevate';

export interface CredentialInput {
  certificateId: number;
  code: string;
  kind: CertificateKind;
  rank: number | null;
  title: string;
  recipientName: string;
  issuedAt: Date;
  drillId: number;
  drillName: string;
  drillCustUrl: string;
  hostName: string;
}

export interface CredentialUrls {
  /** The web app's origin (PUBLIC_URL). */
  publicUrl: string;
  /** Where the API answers: `${publicUrl}/api`. */
  apiBase: string;
}

export const verificationPageOf = (publicUrl: string, code: string) => `${publicUrl}/certificates/${code}`;
export const credentialUrlOf = (apiBase: string, code: string) => `${apiBase}/certificates/verify/${code}/credential`;

/** The unsigned credential: every field a verifier and a reader needs, nothing private. */
export const credentialOf = (c: CredentialInput, key: SigningKey, urls: CredentialUrls) => {
  const { listId, index } = statusEntryOf(c.certificateId);
  const list = statusListUrl(urls.apiBase, listId);
  const drillPage = `${urls.publicUrl}/drills/${encodeURIComponent(c.drillCustUrl)}`;
  return {
    '@context': [...CREDENTIAL_CONTEXTS],
    id: verificationPageOf(urls.publicUrl, c.code),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `${c.title}: ${c.drillName}`,
    issuer: { id: key.did, type: ['Profile'], name: PLATFORM_NAME, url: urls.publicUrl },
    validFrom: c.issuedAt.toISOString(),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: c.recipientName }],
      achievement: {
        id: `${drillPage}#certificate-${c.kind}`,
        type: ['Achievement'],
        achievementType: c.kind === 'winner' ? 'Award' : 'Achievement',
        name: CertificateMessages.achievementName(c.kind, c.drillName, c.rank),
        description: `${c.title}, ${c.drillName}, hosted by ${c.hostName} on ${PLATFORM_NAME}.`,
        criteria: { narrative: CertificateMessages.criteria(c.kind, c.drillName, c.hostName) },
        creator: { id: drillPage, type: ['Profile'], name: c.hostName },
      },
      ...(c.rank !== null ? { result: [{ type: ['Result'], value: String(c.rank) }] } : {}),
    },
    credentialStatus: {
      id: `${list}#${index}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(index),
      statusListCredential: list,
    },
  };
};

export const signedCredentialOf = (c: CredentialInput, key: SigningKey, urls: CredentialUrls) =>
  signDocument(credentialOf(c, key, urls), key, c.issuedAt);

/** Reads back what a credential says (for the page that checks a downloaded file); null parts when absent. */
export const readCredential = (credential: Record<string, unknown>) => {
  const subject = credential.credentialSubject as
    { identifier?: Array<{ identityHash?: unknown }>; achievement?: { name?: unknown } } | undefined;
  const name = subject?.identifier?.[0]?.identityHash;
  const achievement = subject?.achievement?.name;
  const status = credential.credentialStatus as
    { statusListCredential?: unknown; statusListIndex?: unknown } | undefined;
  const id = typeof credential.id === 'string' ? credential.id : '';
  return {
    recipientName: typeof name === 'string' ? name : null,
    achievement: typeof achievement === 'string' ? achievement : null,
    issuerId:
      typeof credential.issuer === 'string'
        ? credential.issuer
        : typeof (credential.issuer as { id?: unknown } | undefined)?.id === 'string'
          ? (credential.issuer as { id: string }).id
          : null,
    code: /\/certificates\/([A-Z0-9]+)$/.exec(id)?.[1] ?? null,
    statusList: typeof status?.statusListCredential === 'string' ? status.statusListCredential : null,
    statusIndex: typeof status?.statusListIndex === 'string' ? Number(status.statusListIndex) : null,
  };
};
