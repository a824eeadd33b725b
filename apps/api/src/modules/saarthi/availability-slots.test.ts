import { describe, expect, it } from 'vitest';
import { SaarthiMessages } from '@elevate/contracts/saarthi/saarthi.messages';
import { availabilityProblems, isOfferedSlot, slotsFor, toStoredWindow } from './availability-slots.ts';

const w = (weekday: number, start: string, end: string) => toStoredWindow({ weekday, start, end });

describe('slotsFor', () => {
  it('turns an IST evening window into UTC slots of one session each', () => {
    // Monday 2 Dec 2024 00:00 UTC; the mentor offers Tuesdays 18:00–20:00 IST, 45-minute sessions.
    const now = new Date('2024-12-02T00:00:00Z');
    const slots = slotsFor({
      windows: [w(2, '18:00', '20:00')],
      timezone: 'Asia/Kolkata',
      sessionMinutes: 45,
      from: now,
      days: 7,
      now,
      booked: [],
    });
    expect(slots).toEqual([
      { startsAt: '2024-12-03T12:30:00.000Z', endsAt: '2024-12-03T13:15:00.000Z' },
      { startsAt: '2024-12-03T13:15:00.000Z', endsAt: '2024-12-03T14:00:00.000Z' },
    ]);
  });

  it('keeps the local wall-clock time across a summer-time change (Los Angeles, March 2025)', () => {
    // DST starts Sunday 9 March 2025 in America/Los_Angeles: 10:00 local is 18:00 UTC before, 17:00 UTC after.
    const now = new Date('2025-03-01T00:00:00Z');
    const slots = slotsFor({
      windows: [w(6, '10:00', '11:00')],
      timezone: 'America/Los_Angeles',
      sessionMinutes: 60,
      from: now,
      days: 14,
      now,
      booked: [],
    });
    expect(slots.map((s) => s.startsAt)).toEqual(['2025-03-01T18:00:00.000Z', '2025-03-08T18:00:00.000Z']);
    const after = slotsFor({
      windows: [w(0, '10:00', '11:00')],
      timezone: 'America/Los_Angeles',
      sessionMinutes: 60,
      from: now,
      days: 14,
      now,
      booked: [],
    });
    expect(after.map((s) => s.startsAt)).toEqual(['2025-03-02T18:00:00.000Z', '2025-03-09T17:00:00.000Z']);
  });

  it('offers no slot at a wall-clock time the change skips', () => {
    const now = new Date('2025-03-01T00:00:00Z');
    const slots = slotsFor({
      windows: [w(0, '02:00', '03:00')],
      timezone: 'America/Los_Angeles',
      sessionMinutes: 60,
      from: now,
      days: 14,
      now,
      booked: [],
    });
    expect(slots.map((s) => s.startsAt)).toEqual(['2025-03-02T10:00:00.000Z']);
  });

  it('removes slots overlapping a booked session, even one of another length', () => {
    const now = new Date('2024-12-02T00:00:00Z');
    const slots = slotsFor({
      windows: [w(2, '18:00', '21:00')],
      timezone: 'Asia/Kolkata',
      sessionMinutes: 60,
      from: now,
      days: 7,
      now,
      booked: [{ startsAt: new Date('2024-12-03T13:00:00Z'), endsAt: new Date('2024-12-03T13:45:00Z') }],
    });
    expect(slots.map((s) => s.startsAt)).toEqual(['2024-12-03T14:30:00.000Z']);
  });

  it('leaves out slots inside the minimum notice and beyond the booking horizon', () => {
    const now = new Date('2024-12-03T06:00:00Z'); // 11:30 IST; 12 hours later is 23:30 IST
    const slots = slotsFor({
      windows: [0, 1, 2, 3, 4, 5, 6].map((d) => w(d, '18:00', '19:00')),
      timezone: 'Asia/Kolkata',
      sessionMinutes: 60,
      from: now,
      days: 28,
      now,
      booked: [],
    });
    expect(slots[0]!.startsAt).toBe('2024-12-04T12:30:00.000Z');
    expect(slots.at(-1)!.startsAt <= '2024-12-31T06:00:00.000Z').toBe(true);
    expect(slots).toHaveLength(27);
  });

  it('tells an offered time from one outside the windows', () => {
    const base = { windows: [w(2, '18:00', '20:00')], timezone: 'Asia/Kolkata', sessionMinutes: 45 };
    const now = new Date('2024-12-02T00:00:00Z');
    expect(isOfferedSlot(base, new Date('2024-12-03T13:15:00Z'), now)).toBe(true);
    expect(isOfferedSlot(base, new Date('2024-12-03T13:00:00Z'), now)).toBe(false);
  });
});

describe('availabilityProblems', () => {
  it('accepts separate windows and windows on different days', () => {
    const ok = [
      { weekday: 1, start: '09:00', end: '10:00' },
      { weekday: 1, start: '10:00', end: '11:00' },
      { weekday: 2, start: '09:30', end: '10:30' },
    ];
    expect(availabilityProblems(ok, 45)).toEqual({});
  });

  it('refuses overlaps, short windows, reversed times and times off the quarter hour', () => {
    const problems = availabilityProblems(
      [
        { weekday: 1, start: '09:00', end: '11:00' },
        { weekday: 1, start: '10:30', end: '12:00' },
        { weekday: 3, start: '09:00', end: '09:30' },
        { weekday: 4, start: '12:00', end: '11:00' },
        { weekday: 5, start: '09:10', end: '11:00' },
      ],
      45,
    );
    expect(problems).toEqual({
      'windows.1.start': SaarthiMessages.availabilityOverlap,
      'windows.2.end': SaarthiMessages.availabilityShort,
      'windows.3.end': 'The end must be after the start',
      'windows.4.start': 'Use a time on the quarter hour',
    });
  });
});
