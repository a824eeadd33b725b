import { describe, expect, it } from 'vitest';
import { eventDuration, eventWhen } from './event-time';

describe('event times in IST', () => {
  it('writes the day once and the am/pm once when both ends share it', () => {
    expect(eventWhen('2026-12-05T12:30:00Z', '2026-12-05T14:00:00Z')).toBe('Sat, 5 Dec 2026 · 6:00–7:30 pm IST');
  });
  it('writes both halves of the day when the event crosses noon', () => {
    expect(eventWhen('2026-12-05T05:30:00Z', '2026-12-05T07:30:00Z')).toBe('Sat, 5 Dec 2026 · 11:00 am–1:00 pm IST');
  });
  it('names both days when it ends on another day, and gives the duration in hours and minutes', () => {
    expect(eventWhen('2026-12-05T12:30:00Z', '2026-12-06T04:30:00Z')).toBe(
      'Sat, 5 Dec 2026 6:00 pm – Sun, 6 Dec 2026 10:00 am IST',
    );
    expect(eventDuration('2026-12-05T12:30:00Z', '2026-12-05T14:00:00Z')).toBe('1 h 30 min');
    expect(eventDuration('2026-12-05T12:30:00Z', '2026-12-05T13:15:00Z')).toBe('45 min');
  });
});
