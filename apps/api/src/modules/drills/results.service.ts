import type {
  AnnouncementList,
  CertificateKind,
  CertificateList,
  Leaderboard,
} from '@elevate/contracts/drills/results.schema';
import { ResultsMessages, SubmissionMessages } from '@elevate/contracts/drills/submission.messages';
import type { DbOrTx } from '../../db/client.ts';
import { list } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { StorageDriver } from '../uploads/storage/storage-driver.ts';
import { forbidden, requireDrill } from './drill-access.ts';
import { listAnnouncements, listLeaderboard, participantOwnedBy } from './results.repository.ts';
import { listReadyOfParticipant } from '../certificates/certificates.repository.ts';
import { credentialUrlOf } from '../certificates/credential.ts';
import { signedLinkOrNull, viewerOf } from './submissions.service.ts';
import { listDrillPhases } from './drills.repository.ts';
import { findPhase } from './submissions.repository.ts';
import { resultsStateOf } from '../judging/standings.service.ts';
import { effectiveChain } from '../judging/tie-break.ts';
import { tieBreakSentence } from '@elevate/contracts/judging/standings.messages';

/**
 * What the hosts publish: phase leaderboards (public once published), certificates and announcements. Only the
 * hackathon's registered participants and hosts read announcements; certificates only their own participant.
 */

const requireAudience = async (db: DbOrTx, user: AuthUser, drillKey: string) => {
  const drill = await requireDrill(db, drillKey);
  const viewer = await viewerOf(db, drill, user);
  if (!viewer.host && !viewer.participant) throw forbidden(ResultsMessages.notAllowed);
  return { drill, viewer };
};

/**
 * GET drills/{id}/phases/{phaseId}/leaderboards: public, like the hackathon page (Devpost and Unstop publish
 * results too). Once the hosts publish a phase anyone, signed out too, reads its rows: rank, name, award and the
 * published (normalised) score, never a judge's name or a raw score. Before that everyone, hosts included, gets
 * none and published:false (the hosts read standings in the console). `isMine` marks a signed-in participant's own.
 */
export const leaderboardOf = async (
  db: DbOrTx,
  user: AuthUser | null,
  drillKey: string,
  phaseId: number,
): Promise<Leaderboard> => {
  const drill = await requireDrill(db, drillKey);
  const viewer = user ? await viewerOf(db, drill, user) : null;
  const phase = await findPhase(db, drill.id, phaseId);
  if (!phase) throw notFound(SubmissionMessages.phaseNotFound);
  const publishedAt = phase.resultsPublishedAt;
  const rows = publishedAt ? await listLeaderboard(db, phase.id) : [];
  // Team and registration ids are for the hackathon's own people; the public reads names, ranks and awards only.
  const insider = viewer !== null && (viewer.host || viewer.participant !== null);
  const data = rows.map((r) => ({
    ...r,
    teamId: insider ? r.teamId : null,
    participantId: insider ? r.participantId : null,
    isMine:
      (r.teamId !== null && r.teamId === viewer?.team?.id) ||
      (r.participantId !== null && r.participantId === viewer?.participant?.id),
  }));
  const { state, finalAt } = resultsStateOf(phase, new Date());
  return {
    ...list(data),
    phaseId: phase.id,
    published: publishedAt !== null,
    publishedAt: publishedAt?.toISOString() ?? null,
    resultsState: state,
    finalAt: finalAt?.toISOString() ?? null,
    tieBreakSentence: tieBreakSentence(effectiveChain(phase.tieBreak)),
  };
};

/**
 * GET certificates/participants?participantId: the caller's own registration's ready certificates (pending and
 * failed ones are not shown), each with a short-lived PDF link, the public credential link and whether revoked.
 */
export const certificatesOf = async (
  db: DbOrTx,
  storage: StorageDriver,
  user: AuthUser,
  participantId: number,
  apiBase: string,
): Promise<CertificateList> => {
  if (!(await participantOwnedBy(db, participantId, user.uid))) throw notFound(ResultsMessages.participantNotFound);
  const rows = await listReadyOfParticipant(db, participantId);
  const data = await Promise.all(
    rows.map(async ({ c, drillName }) => ({
      certificateId: c.id,
      drillId: c.drillId,
      drillName,
      participantId: c.participantId,
      kind: c.kind as CertificateKind,
      title: c.title,
      code: c.code,
      issuedAt: c.issuedAt.toISOString(),
      downloadUrl: c.fileKey ? ((await signedLinkOrNull(db, storage, c.fileKey, 'certificate'))?.url ?? null) : null,
      credentialUrl: credentialUrlOf(apiBase, c.code),
      rank: c.rank,
      revoked: c.revokedAt !== null,
    })),
  );
  return list(data);
};

/** GET drills/{id}/announcements: the hosts read all; a participant those to everyone and to their phases. */
export const announcementsOf = async (db: DbOrTx, user: AuthUser, drillKey: string): Promise<AnnouncementList> => {
  const { drill, viewer } = await requireAudience(db, user, drillKey);
  const audience = viewer.host
    ? null
    : {
        ownerKeys: viewer.ownerKeys,
        firstPhaseId: (await listDrillPhases(db, drill.id, new Date()))[0]?.phaseId ?? null,
      };
  return list(await listAnnouncements(db, drill.id, audience));
};
