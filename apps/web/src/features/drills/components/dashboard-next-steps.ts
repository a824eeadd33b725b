import type { DrillDetail, DrillPhase } from '@elevate/contracts/drills/drill-content.schema';
import { spanStatus } from '@elevate/contracts/drills/drill-format';
import type { ParticipantTeamRef } from '@elevate/contracts/drills/participation.schema';
import type { SubmissionListItem } from '@elevate/contracts/drills/submission.schema';
import type { PhaseFeedback } from '@elevate/contracts/judging/standings.schema';

/** One line of "What to do next": what, by when, and where to do it. */
export interface NextStep {
  key: string;
  /** action: something to do; waiting: nothing to do until a date; done: already done; warning: missed. */
  tone: 'action' | 'waiting' | 'done' | 'warning';
  title: string;
  detail?: string;
  /** A date the step depends on, written after `when` ('Before', 'By', 'Opens on' …) in the viewer's zone. */
  when?: { label: string; at: string };
  /** A phase page to open (its id), or a section of the overview: the results, the caller's outcomes. */
  link?: { to: 'phase'; phase: DrillPhase; label: string } | { to: 'results' | 'outcomes'; label: string };
}

export interface NextStepsInput {
  drill: Pick<DrillDetail, 'drillStartDt' | 'drillEndDt' | 'drillRegistrationEndDt' | 'drillTeamSize' | 'teamLock'>;
  phases: readonly DrillPhase[];
  team: ParticipantTeamRef | null;
  submissions: readonly Pick<SubmissionListItem, 'phaseId' | 'status' | 'version'>[];
  certificates: number;
  /** The caller's outcome in phases that ended (GET …/feedback): a shortlisted phase gates the later ones. */
  outcomes?: readonly Pick<PhaseFeedback, 'phaseId' | 'phaseName' | 'shortlisted' | 'submitted' | 'advanced'>[];
  now: Date;
}

/**
 * The phase that decides whether the caller may submit in `phase`: the latest shortlisted phase before it (as
 * the submissions API does). Null when no earlier phase is shortlisted.
 */
const gateOf = ({ phases, outcomes = [] }: NextStepsInput, phase: DrillPhase) => {
  const earlier = new Set(phases.slice(0, Math.max(phases.indexOf(phase), 0)).map((p) => p.phaseId));
  return outcomes.filter((o) => earlier.has(o.phaseId) && o.shortlisted).at(-1) ?? null;
};

const teamSteps = ({ drill, team, now }: NextStepsInput): NextStep[] => {
  const { min, max } = drill.drillTeamSize;
  if (max <= 1) return [];
  const teamsCloseAt = drill.teamLock === 'registration-end' ? drill.drillRegistrationEndDt : drill.drillEndDt;
  const teamsOpen = now.getTime() < new Date(teamsCloseAt).getTime();
  const needed = min > 1 ? `Teams of ${min} to ${max} can submit.` : `Teams of up to ${max}, or on your own.`;
  if (!team) {
    if (teamsOpen)
      return [
        {
          key: 'team',
          tone: min > 1 ? 'action' : 'waiting',
          title: 'Form a team or join one',
          detail: `${needed} Create one or join with an invite code in the team panel.`,
          when: { label: 'Before', at: teamsCloseAt },
        },
      ];
    return min > 1
      ? [
          {
            key: 'team',
            tone: 'warning',
            title: 'You are not in a team',
            detail: `Teams closed, and this hackathon takes teams of at least ${min}. Ask the hosts on the Help page.`,
          },
        ]
      : [];
  }
  if (team.memberCount < min && teamsOpen) {
    const more = min - team.memberCount;
    return [
      {
        key: 'team',
        tone: 'action',
        title: `Invite ${more} more ${more === 1 ? 'member' : 'members'} to ${team.teamName}`,
        detail: `Teams need at least ${min} members to submit.`,
        when: { label: 'Before', at: teamsCloseAt },
      },
    ];
  }
  return [];
};

const phaseSteps = (input: NextStepsInput): NextStep[] => {
  const { phases, submissions, now } = input;
  const steps: NextStep[] = [];
  const byPhase = new Map(submissions.map((s) => [s.phaseId, s]));
  const told = new Set<number>();
  /** Not shortlisted in the gate: say the outcome (once) instead of asking for a submission the API refuses. */
  const gated = (phase: DrillPhase): boolean => {
    const gate = gateOf(input, phase);
    if (!gate) return false;
    const first = !told.has(gate.phaseId);
    told.add(gate.phaseId);
    if (gate.advanced === true) {
      if (first)
        steps.push({
          key: `outcome-${gate.phaseId}`,
          tone: 'done',
          title: `Shortlisted in ${gate.phaseName}: you go on to ${phase.phase}`,
        });
      return false;
    }
    if (first)
      steps.push({
        key: `outcome-${gate.phaseId}`,
        tone: 'waiting',
        title: `Not shortlisted in ${gate.phaseName}`,
        ...(gate.submitted
          ? {
              detail: `Only teams shortlisted in ${gate.phaseName} go on to ${phase.phase}. Your feedback is under Your outcomes.`,
              link: { to: 'outcomes' as const, label: 'See your feedback' },
            }
          : {
              detail: `Only teams shortlisted in ${gate.phaseName} go on to ${phase.phase}, and you did not submit in ${gate.phaseName}.`,
            }),
      });
    return true;
  };
  for (const phase of phases) {
    const status = spanStatus(phase.phaseStartDt, phase.phaseEndDt, now);
    const mine = byPhase.get(phase.phaseId);
    if (status === 'live' && gated(phase)) continue;
    if (status === 'live') {
      if (mine?.status === 'submitted')
        steps.push({
          key: `phase-${phase.phaseId}`,
          tone: 'done',
          title: `${phase.phase} submitted (version ${mine.version})`,
          detail: 'You can still change it: submit again to update it.',
          when: { label: 'Until', at: phase.phaseEndDt },
          link: { to: 'phase', phase, label: 'View submission' },
        });
      else
        steps.push({
          key: `phase-${phase.phaseId}`,
          tone: 'action',
          title: mine ? `Finish and submit your ${phase.phase} draft` : `Submit your ${phase.phase}`,
          when: { label: 'By', at: phase.phaseEndDt },
          link: { to: 'phase', phase, label: mine ? 'Continue' : 'Start' },
        });
    }
  }
  const next = phases.find((p) => spanStatus(p.phaseStartDt, p.phaseEndDt, now) === 'upcoming');
  if (next && !gated(next))
    steps.push({
      key: `opens-${next.phaseId}`,
      tone: 'waiting',
      title: `${next.phase} opens`,
      when: { label: 'On', at: next.phaseStartDt },
      link: { to: 'phase', phase: next, label: 'See what it asks' },
    });
  return steps;
};

const resultSteps = ({ phases, certificates, now }: NextStepsInput): NextStep[] => {
  const steps: NextStep[] = [];
  const published = phases.filter((p) => p.resultsPublished);
  if (published.length > 0)
    steps.push({
      key: 'results',
      tone: 'action',
      title: `Results of ${published.map((p) => p.phase).join(', ')} are out`,
      link: { to: 'results', label: 'See the leaderboard' },
    });
  // The round that closed last, while its results are still to come (earlier rounds may never publish any).
  const lastClosed = phases.filter((p) => spanStatus(p.phaseStartDt, p.phaseEndDt, now) === 'ended').at(-1);
  if (lastClosed && !lastClosed.resultsPublished)
    steps.push({
      key: 'awaited',
      tone: 'waiting',
      title: 'Results awaited',
      detail: `The hosts are reviewing ${lastClosed.phase}. Results appear here, and you get a notification.`,
    });
  if (certificates > 0)
    steps.push({
      key: 'certificates',
      tone: 'action',
      title: certificates === 1 ? 'Your certificate is ready' : `Your ${certificates} certificates are ready`,
      link: { to: 'results', label: 'Download' },
    });
  return steps;
};

/**
 * "What to do next" on the overview, by the server's clock: the team to form, the phase to submit (or the
 * draft to finish), the next phase to open, and the results or certificates once the hosts publish them.
 */
export const nextSteps = (input: NextStepsInput): NextStep[] => {
  const { drill, phases, now } = input;
  const steps: NextStep[] = [];
  if (now.getTime() < new Date(drill.drillStartDt).getTime())
    steps.push({
      key: 'starts',
      tone: 'waiting',
      title: 'The hackathon starts',
      when: { label: 'On', at: drill.drillStartDt },
    });
  steps.push(...teamSteps(input), ...phaseSteps(input), ...resultSteps(input));
  if (phases.length === 0)
    steps.push({
      key: 'no-phases',
      tone: 'waiting',
      title: 'The hosts have not announced the rounds yet',
      detail: 'Each round and its deadline appears here as soon as they do.',
    });
  return steps;
};
