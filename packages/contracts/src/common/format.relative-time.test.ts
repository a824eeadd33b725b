import { describe, expect, it } from 'vitest';
import { relativeTime } from './format.ts';

const now = new Date('2026-03-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it.each([
    [0, 'just now'],
    [59_999, 'just now'],
    [MIN, '1 minute ago'],
    [59 * MIN, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [2 * HOUR + 10 * MIN, '2 hours ago'],
    [23 * HOUR + 59 * MIN, '23 hours ago'],
    [DAY, 'yesterday'],
    [2 * DAY - 1, 'yesterday'],
    [2 * DAY, '2 days ago'],
    [30 * DAY, '30 days ago'],
    [31 * DAY, '1 month ago'],
    [65 * DAY, '2 months ago'],
    [364 * DAY, '12 months ago'],
    [365 * DAY, '1 year ago'],
    [3 * 365 * DAY, '3 years ago'],
  ])('%d ms ago reads %s', (ms, label) => {
    expect(relativeTime(ago(ms), now)).toBe(label);
  });

  it('reads a time a little in the future (a clock ahead) as just now', () => {
    expect(relativeTime(new Date(now.getTime() + 5000), now)).toBe('just now');
  });

  it('takes ISO strings as the API sends them', () => {
    expect(relativeTime('2026-03-15T09:00:00.000Z', now)).toBe('3 hours ago');
  });

  it('reads an unreadable date as just now rather than NaN', () => {
    expect(relativeTime('not a date', now)).toBe('just now');
  });
});
