/** Hackathons with submitted submissions, judges and rubrics for the judging suites. Not a test file itself. */
import { eq } from 'drizzle-orm';
import type { RubricWrite } from '@elevate/contracts/judging/judging.schema';
import type { TestContext } from '../../../test/helper.ts';
import { drillSubmissions } from '../../db/schema/drills.ts';
import { drillJudges } from '../../db/schema/judging.ts';
import { authHeaders, createUser, lastMailTo, signIn } from '../auth/auth.testing.ts';
import { call, type Caller } from '../console/console.test-fixtures.ts';
import { insertTeam, registerParticipant, type DrillFixture } from '../drills/submissions.test-fixtures.ts';

export interface JudgeFixture extends Caller {
  judgeId: number;
  name: string;
}

/** A signed-in user made an active judge of the hackathon directly (the invitation flow has its own tests). */
export const activeJudge = async (
  t: TestContext,
  drillId: number,
  name: string,
  organisation = '',
): Promise<JudgeFixture> => {
  const user = await createUser(t, { fullName: name });
  const [row] = await t.database.db
    .insert(drillJudges)
    .values({ drillId, email: user.email, name, organisation, uid: user.uid, status: 'active', acceptedAt: new Date() })
    .returning({ id: drillJudges.id });
  return { uid: user.uid, email: user.email, headers: authHeaders(await signIn(t, user)), judgeId: row!.id, name };
};

/** A submitted submission of the phase by a new team of one new participant. */
export const submitAs = async (
  t: TestContext,
  d: DrillFixture,
  phaseId: number,
  teamName: string,
  answers: Record<string, unknown> = { summary: `What ${teamName} built` },
) => {
  const p = await registerParticipant(t, d.drillId, `${teamName} lead`);
  const team = await insertTeam(t, d.drillId, [p], teamName);
  const [row] = await t.database.db
    .insert(drillSubmissions)
    .values({
      drillId: d.drillId,
      phaseId,
      teamId: team.teamId,
      participantId: p.participantId,
      ownerKey: `team:${team.teamId}`,
      answers: answers as never,
      status: 'submitted',
      submittedAt: new Date(),
    })
    .returning({ id: drillSubmissions.id });
  return { submissionId: row!.id, teamId: team.teamId, participant: p, ownerKey: `team:${team.teamId}` };
};

/** The example rubric of the issue: innovation 30, feasibility 30, impact 20, presentation 20. */
export const RUBRIC: RubricWrite = {
  criteria: [
    { name: 'Innovation', description: 'How new the idea is', weight: 30 },
    { name: 'Feasibility', description: 'Can it be built', weight: 30 },
    { name: 'Impact', description: 'Who it helps', weight: 20 },
    { name: 'Presentation', description: 'How clearly it is told', weight: 20 },
  ],
  settings: {
    assignmentMode: 'all',
    reviewsPerSubmission: 2,
    scoreScale: 10,
    blindJudging: false,
    feedbackSharing: 'feedback-and-scores',
    tieBreak: ['normalised-average', 'review-count', 'earlier-final-submission'],
    calibrationSubmissionIds: [],
  },
};

export const phaseUrl = (d: DrillFixture, phaseId: number) => `/api/console/drills/${d.drillId}/phases/${phaseId}`;

export const putRubric = (t: TestContext, d: DrillFixture, phaseId: number, body: unknown = RUBRIC) =>
  call(t, d.host, 'PUT', `${phaseUrl(d, phaseId)}/rubric`, body);

export const openJudging = (t: TestContext, d: DrillFixture, phaseId: number) =>
  call(t, d.host, 'POST', `${phaseUrl(d, phaseId)}/judging/open`, {});

/** The token of the newest invitation mailed to this address. */
export const invitationTokenFor = async (t: TestContext, email: string): Promise<string> => {
  const mail = await lastMailTo(t, email);
  const match = /\/judging\/invitations\/([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '');
  if (!match) throw new Error(`no invitation mailed to ${email}`);
  return match[1]!;
};

export const judgeRow = async (t: TestContext, judgeId: number) =>
  (await t.database.db.select().from(drillJudges).where(eq(drillJudges.id, judgeId)))[0]!;
