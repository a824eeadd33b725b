import { describe, expect, it } from 'vitest';
import { buildPhase } from '../testing/drill-builders';
import { buildDrill } from '../testing/participation-builders';
import { nextSteps, type NextStepsInput } from './dashboard-next-steps';

const now = new Date('2026-03-10T12:00:00.000Z');
const at = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

const idea = buildPhase({ phaseId: 1, phase: 'Idea', kind: 'idea', phaseStartDt: at(-1), phaseEndDt: at(2) });
const prototype = buildPhase({
  phaseId: 2,
  phase: 'Prototype',
  kind: 'solution',
  phaseStartDt: at(3),
  phaseEndDt: at(6),
});

const input = (overrides: Partial<NextStepsInput> = {}): NextStepsInput => ({
  drill: buildDrill({
    drillStartDt: at(-2),
    drillRegistrationEndDt: at(1),
    drillEndDt: at(7),
    drillTeamSize: { min: 2, max: 4 },
  }),
  phases: [idea, prototype],
  team: null,
  submissions: [],
  certificates: 0,
  now,
  ...overrides,
});

const titles = (i: NextStepsInput) => nextSteps(i).map((s) => s.title);

describe('what to do next', () => {
  it('asks a participant without a team to form one before teams close, then to submit the open phase by its end', () => {
    const steps = nextSteps(input());
    expect(steps.map((s) => s.title)).toEqual(['Form a team or join one', 'Submit your Idea', 'Prototype opens']);
    expect(steps[0]).toMatchObject({ tone: 'action', when: { label: 'Before', at: at(1) } });
    expect(steps[0]!.detail).toMatch(/Teams of 2 to 4 can submit/);
    expect(steps[1]).toMatchObject({
      tone: 'action',
      when: { label: 'By', at: at(2) },
      link: { to: 'phase', label: 'Start' },
    });
    expect(steps[2]).toMatchObject({ tone: 'waiting', when: { label: 'On', at: at(3) } });
  });

  it('asks a team below the minimum size for more members, and says nothing of teams once it is big enough', () => {
    const small = { teamId: 5, teamName: 'Byte Bandits', isLead: true, memberCount: 1 };
    expect(titles(input({ team: small }))[0]).toBe('Invite 1 more member to Byte Bandits');
    expect(titles(input({ team: { ...small, memberCount: 2 } }))).not.toContain('Invite 1 more member to Byte Bandits');
    expect(titles(input({ team: { ...small, memberCount: 2 } }))[0]).toBe('Submit your Idea');
  });

  it('warns a participant still without a team once teams closed, when the hackathon takes teams only', () => {
    const steps = nextSteps(input({ now: new Date(at(1.5)) }));
    expect(steps[0]).toMatchObject({ tone: 'warning', title: 'You are not in a team' });
  });

  it('says nothing about teams in an individual hackathon', () => {
    const solo = input({ drill: { ...input().drill, drillTeamSize: { min: 1, max: 1 } } });
    expect(titles(solo)).toEqual(['Submit your Idea', 'Prototype opens']);
  });

  it('asks to finish a draft, and marks a submitted phase done with its version while it can still change', () => {
    const team = { teamId: 5, teamName: 'Byte Bandits', isLead: true, memberCount: 3 };
    expect(titles(input({ team, submissions: [{ phaseId: 1, status: 'draft', version: 4 }] }))[0]).toBe(
      'Finish and submit your Idea draft',
    );
    const done = nextSteps(input({ team, submissions: [{ phaseId: 1, status: 'submitted', version: 5 }] }))[0]!;
    expect(done).toMatchObject({
      tone: 'done',
      title: 'Idea submitted (version 5)',
      when: { label: 'Until', at: at(2) },
    });
  });

  it('waits for results after the last phase closes, then points at the leaderboard and the certificates', () => {
    const team = { teamId: 5, teamName: 'Byte Bandits', isLead: true, memberCount: 3 };
    const after = new Date(at(6.5));
    expect(titles(input({ team, now: after }))).toEqual(['Results awaited']);
    const published = input({
      team,
      now: after,
      phases: [idea, { ...prototype, resultsPublished: true }],
      certificates: 1,
    });
    expect(titles(published)).toEqual(['Results of Prototype are out', 'Your certificate is ready']);
  });

  it('says when the hackathon starts, and that the rounds are still to be announced', () => {
    const early = input({ phases: [], now: new Date(at(-3)) });
    expect(titles(early)).toEqual([
      'The hackathon starts',
      'Form a team or join one',
      'The hosts have not announced the rounds yet',
    ]);
  });
});

describe('what to do next after a shortlist', () => {
  const later = { now: new Date(at(4)) };
  const outcome = (advanced: boolean | null) => ({
    phaseId: 1,
    phaseName: 'Idea',
    shortlisted: true,
    submitted: true,
    advanced,
  });

  it('says the outcome instead of asking a team that was not shortlisted to submit in the next phase', () => {
    for (const advanced of [false, null]) {
      const steps = nextSteps(input({ ...later, outcomes: [outcome(advanced)] }));
      expect(steps.map((s) => s.title)).not.toContain('Submit your Prototype');
      expect(steps.find((s) => s.key === 'outcome-1')).toMatchObject({
        title: 'Not shortlisted in Idea',
        link: { to: 'outcomes' },
      });
      expect(steps.some((s) => s.link?.to === 'phase' && s.link.phase.phaseId === 2)).toBe(false);
    }
  });

  it('tells a participant who did not submit in the shortlisted phase why, without a link to feedback they lack', () => {
    const steps = nextSteps(input({ ...later, outcomes: [{ ...outcome(null), submitted: false }] }));
    const step = steps.find((s) => s.key === 'outcome-1');
    expect(step).toMatchObject({ title: 'Not shortlisted in Idea' });
    expect(step?.detail).toMatch(/you did not submit in Idea/);
    expect(step?.link).toBeUndefined();
    expect(steps.map((s) => s.title)).not.toContain('Submit your Prototype');
  });

  it('does not announce the next phase as opening to a team that was not shortlisted', () => {
    const steps = nextSteps(input({ now: new Date(at(2.5)), outcomes: [outcome(false)] }));
    expect(steps.map((s) => s.title)).not.toContain('Prototype opens');
    expect(steps.map((s) => s.title)).toContain('Not shortlisted in Idea');
  });

  it('asks a shortlisted team to submit in the next phase and says it went on', () => {
    const titlesNow = titles(input({ ...later, outcomes: [outcome(true)] }));
    expect(titlesNow).toContain('Shortlisted in Idea: you go on to Prototype');
    expect(titlesNow).toContain('Submit your Prototype');
  });

  it('asks everyone to submit when the earlier phase was not shortlisted (results only, or not decided)', () => {
    const steps = titles(input({ ...later, outcomes: [{ ...outcome(null), shortlisted: false }] }));
    expect(steps).toContain('Submit your Prototype');
  });
});
