import { fileTypeFromBuffer } from 'file-type';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { RESUME_MAX_BYTES, SCORING_VERSION } from '@elevate/contracts/matching/matching.constants';
import { MatchingMessages } from '@elevate/contracts/matching/matching.messages';
import type { JobMatch, MatchResult } from '@elevate/contracts/matching/matching.schema';
import type { ParsedResume } from '@elevate/contracts/matching/parse.schema';
import { canonicalSkillName, spellingsOf } from '@elevate/contracts/matching/skills/skill-dictionary';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findRecommendationProfile } from '../jobs/job-recommendations.repository.ts';
import { cityTagsOf, skillsOf } from '../jobs/job-location.ts';
import { jobCardsByIds } from '../jobs/job-search.repository.ts';
import type { StorageDriver } from '../uploads/storage/storage-driver.ts';
import type { ProfileViewer } from '../users/profile-access.ts';
import { matchCandidates } from './matching.repository.ts';
import { parseResumePdf } from './parser/parse-resume.ts';
import { parseProfileResume } from './resume-parse.service.ts';
import { byMatch, candidateSignalsOfResume, scoreMatch, type CandidateSignals } from './scoring.ts';

/**
 * Skill matches scored per request: the newest this many (as recommendations bound theirs,
 * RECENT_MATCHES_RANKED). A common skill matches a fifth of the catalogue and a rare one is found by walking the
 * created_at index far: 1,000 keeps both well inside the 200 ms a match may take (bench/src/resume-matching.ts),
 * and the newest jobs are the ones still hiring.
 */
export const MATCH_CANDIDATES_RANKED = 1000;

/** The open jobs that fit these signals best, at most `limit`, as job cards with their score and why. */
export const rankJobs = async (
  db: DbOrTx,
  signals: CandidateSignals,
  limit: number,
): Promise<{ matches: JobMatch[]; jobsConsidered: number }> => {
  const candidates = await matchCandidates(db, {
    skillSpellings: spellingsOf(signals.resumeSkills.map(canonicalSkillName)),
    cityTags: signals.city?.trim() ? cityTagsOf(signals.city) : [],
    recentMatchLimit: MATCH_CANDIDATES_RANKED,
    newestLimit: limit,
  });
  const best = candidates
    .map((c) => ({
      job: { jobId: c.id, createdTs: c.createdTs },
      ...scoreMatch(signals, {
        skills: skillsOf(c.skills),
        minYears: c.minYoe,
        maxYears: c.maxYoe,
        location: c.location,
      }),
    }))
    .sort(byMatch)
    .slice(0, limit);
  const cards = new Map(
    (
      await jobCardsByIds(
        db,
        best.map((b) => b.job.jobId),
      )
    ).map((card) => [card.jobId, card]),
  );
  return {
    matches: best.flatMap((b) => {
      const card = cards.get(b.job.jobId);
      return card ? [{ job: card, score: b.score, explanation: b.explanation }] : [];
    }),
    jobsConsidered: candidates.length,
  };
};

/**
 * A parsed resume matched with the open jobs (spec §7.2). `profileSkills`, when the candidate is signed in,
 * tell a skill to add to the resume from a gap to learn. Deterministic: the same resume and jobs give the same
 * matches, in the same order, stamped with SCORING_VERSION.
 */
export const matchParsedResume = async (
  db: DbOrTx,
  parsed: ParsedResume,
  opts: { limit: number; profileSkills?: readonly string[] },
): Promise<MatchResult> => {
  const ranked = await rankJobs(db, candidateSignalsOfResume(parsed, opts.profileSkills ?? []), opts.limit);
  return { scoringVersion: SCORING_VERSION, resume: parsed, ...ranked };
};

const invalidFile = (message: string) => new AppError(ErrorCode.VALIDATION, message, { file: message });

/** The body must be a PDF of at most RESUME_MAX_BYTES, told by its bytes (%PDF-), never by its label. */
export const checkResumePdf = async (bytes: Buffer): Promise<void> => {
  if (bytes.length === 0) throw invalidFile(MatchingMessages.selectFile);
  if (bytes.length > RESUME_MAX_BYTES) throw invalidFile(MatchingMessages.tooLarge);
  const type = await fileTypeFromBuffer(bytes.subarray(0, 4100));
  if (type?.mime !== 'application/pdf') throw invalidFile(MatchingMessages.resumeType);
};

/**
 * A PDF sent with the request, matched. It is parsed in memory and dropped with the request: nothing of it is
 * stored (no upload, no parse row, no file), signed in or not.
 */
export const matchUploadedResume = async (
  db: DbOrTx,
  bytes: Buffer,
  opts: { limit: number; userId: number | null },
): Promise<MatchResult> => {
  await checkResumePdf(bytes);
  const parsed = await parseResumePdf(bytes);
  const profileSkills = opts.userId === null ? [] : (await findRecommendationProfile(db, opts.userId)).skills;
  return matchParsedResume(db, parsed, { limit: opts.limit, profileSkills });
};

/** The resume on the caller's own profile (parsed once and kept, resume-parse.service.ts), matched. */
export const matchProfileResume = async (
  db: DbOrTx,
  storage: StorageDriver,
  viewer: ProfileViewer,
  limit: number,
): Promise<MatchResult> => {
  const parsed = await parseProfileResume(db, storage, viewer, viewer.uid);
  const { skills } = await findRecommendationProfile(db, viewer.uid);
  return matchParsedResume(db, parsed, { limit, profileSkills: skills });
};
