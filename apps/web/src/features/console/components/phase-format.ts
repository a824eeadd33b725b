import type { DrillPhaseKind } from '@elevate/contracts/drills/drill.constants';

/** What each kind means to the host: which participant page takes the phase's submission. */
export const PHASE_KIND_LABELS: Record<DrillPhaseKind, string> = {
  idea: 'The Idea page (a proposal)',
  solution: 'The Solution page (a build)',
};

export const PHASE_STATE_LABELS = { upcoming: 'Upcoming', live: 'Live', ended: 'Ended' } as const;

const formatter = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** "1 Dec 2026, 10:00 am – 5 Dec 2026, 6:00 pm". */
export const phaseSpanOf = (start: string, end: string) =>
  `${formatter.format(new Date(start))} – ${formatter.format(new Date(end))}`;
