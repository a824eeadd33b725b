import { describe, expect, it } from 'vitest';
import { dateTimeLabel, groupSlotsByDay } from './slot-time';

const slot = (startsAt: string) => ({ startsAt, endsAt: startsAt });

describe('groupSlotsByDay', () => {
  it('puts a slot on the day it starts in the given zone, not the UTC day', () => {
    // 19:00 UTC on 1 Dec is 00:30 on 2 Dec in India; in Los Angeles all three fall on 1 Dec (04:00 UTC is 20:00).
    const slots = [slot('2026-12-01T19:00:00Z'), slot('2026-12-01T10:00:00Z'), slot('2026-12-02T04:00:00Z')];
    const india = groupSlotsByDay(slots, 'Asia/Kolkata');
    expect(india.map((d) => [d.key, d.slots.length])).toEqual([
      ['2026-12-01', 1],
      ['2026-12-02', 2],
    ]);
    const la = groupSlotsByDay(slots, 'America/Los_Angeles');
    expect(la.map((d) => [d.key, d.slots.map((s) => s.startsAt)])).toEqual([
      ['2026-12-01', ['2026-12-01T10:00:00Z', '2026-12-01T19:00:00Z', '2026-12-02T04:00:00Z']],
    ]);
  });

  it('orders days and the slots within a day by time', () => {
    const days = groupSlotsByDay([slot('2026-12-03T05:00:00Z'), slot('2026-12-03T03:30:00Z')], 'Asia/Kolkata');
    expect(days).toHaveLength(1);
    expect(days[0]?.slots.map((s) => s.startsAt)).toEqual(['2026-12-03T03:30:00Z', '2026-12-03T05:00:00Z']);
    expect(days[0]?.label).toMatch(/Thu.*3.*Dec/);
  });

  it('gives nothing for no slots', () => {
    expect(groupSlotsByDay([], 'Asia/Kolkata')).toEqual([]);
  });
});

describe('dateTimeLabel', () => {
  it('reads an instant in the zone and names the zone', () => {
    expect(dateTimeLabel('2026-12-01T13:00:00Z', 'Asia/Kolkata')).toMatch(/1 Dec.*6:30 pm IST$/);
  });
});
