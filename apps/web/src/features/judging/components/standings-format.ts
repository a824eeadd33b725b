import type { StandingsRow } from '@elevate/contracts/judging/standings.schema';

/** How the Results tab writes numbers and times (one place, so the table and the cards agree). */
export const oneDecimal = (n: number | null): string => (n === null ? '—' : (Math.round(n * 10) / 10).toFixed(1));
export const signedZ = (z: number): string => `${z >= 0 ? '+' : '−'}${Math.abs(z).toFixed(2)}`;
export const dateTimeOf = (iso: string): string =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export const outcomeLabelOf = (row: StandingsRow): string =>
  row.outcome?.advanced === true ? 'Goes on' : row.outcome?.advanced === false ? 'Does not go on' : 'Not decided';
