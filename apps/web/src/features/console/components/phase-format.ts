import type { DrillPhaseKind } from '@elevate/contracts/drills/drill.constants';

/** What each kind means to the host: which participant page takes the phase's submission. */
export const PHASE_KIND_LABELS: Record<DrillPhaseKind, string> = {
  idea: 'The Idea page (a proposal)',
  solution: 'The Solution page (a build)',
};

export const PHASE_STATE_LABELS = { upcoming: 'Upcoming', live: 'Live', ended: 'Ended' } as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value ("2026-12-01T10:00") in the browser's time zone. */
export const localInputOf = (iso: string): string => {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** A datetime-local value back to an instant the API reads; blank or broken values stay as typed (the schema says so). */
export const isoOfLocalInput = (value: string): string => {
  const d = new Date(value);
  return value && !Number.isNaN(d.getTime()) ? d.toISOString() : value;
};

const formatter = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** "1 Dec 2026, 10:00 am – 5 Dec 2026, 6:00 pm". */
export const phaseSpanOf = (start: string, end: string) =>
  `${formatter.format(new Date(start))} – ${formatter.format(new Date(end))}`;
