import { TZDate } from '@date-fns/tz';
import {
  AVAILABILITY_GRID_MINUTES,
  BOOKING_HORIZON_DAYS,
  BOOKING_MIN_NOTICE_HOURS,
} from '@elevate/contracts/saarthi/saarthi.constants';
import { SaarthiMessages } from '@elevate/contracts/saarthi/saarthi.messages';
import type { AvailabilityWindow, Slot } from '@elevate/contracts/saarthi/saarthi.schema';

/**
 * Pure slot maths of Saarthi booking (no database): weekly windows written in the mentor's own time zone become
 * session-length slots in UTC. Wall-clock times are turned into instants with TZDate day by day, so a window
 * "Sun 18:00–20:00" in a zone with summer time stays 18:00–20:00 local on both sides of the change.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** A window as stored: minutes from local midnight. */
export interface StoredWindow {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

export interface BookedRange {
  startsAt: Date;
  endsAt: Date;
}

const toMinute = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};
const pad = (n: number) => String(n).padStart(2, '0');
const toHhmm = (minute: number): string => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;

export const toStoredWindow = (w: AvailabilityWindow): StoredWindow => ({
  weekday: w.weekday,
  startMinute: toMinute(w.start),
  endMinute: toMinute(w.end),
});
export const toAvailabilityWindow = (w: StoredWindow): AvailabilityWindow => ({
  weekday: w.weekday,
  start: toHhmm(w.startMinute),
  end: toHhmm(w.endMinute),
});

/**
 * The problems of a week's windows as per-field messages (`windows.2.end`), empty when they are fine: start
 * before end, both on the 15-minute grid, each at least one session long, no overlap on the same weekday.
 */
export const availabilityProblems = (windows: AvailabilityWindow[], sessionMinutes: number): Record<string, string> => {
  const fields: Record<string, string> = {};
  const stored = windows.map(toStoredWindow);
  stored.forEach((w, i) => {
    const at = `windows.${i}`;
    if (w.startMinute % AVAILABILITY_GRID_MINUTES !== 0) fields[`${at}.start`] = 'Use a time on the quarter hour';
    else if (w.endMinute % AVAILABILITY_GRID_MINUTES !== 0) fields[`${at}.end`] = 'Use a time on the quarter hour';
    else if (w.endMinute <= w.startMinute) fields[`${at}.end`] = 'The end must be after the start';
    else if (w.endMinute - w.startMinute < sessionMinutes) fields[`${at}.end`] = SaarthiMessages.availabilityShort;
  });
  stored.forEach((w, i) => {
    if (fields[`windows.${i}.start`] || fields[`windows.${i}.end`]) return;
    const clash = stored.some(
      (o, j) => j < i && o.weekday === w.weekday && o.startMinute < w.endMinute && w.startMinute < o.endMinute,
    );
    if (clash) fields[`windows.${i}.start`] = SaarthiMessages.availabilityOverlap;
  });
  return fields;
};

export interface SlotQuery {
  windows: StoredWindow[];
  timezone: string;
  sessionMinutes: number;
  /** The first instant asked about (inclusive) and how many days from it. */
  from: Date;
  days: number;
  now: Date;
  /** Booked sessions of the mentor (any mentorship): slots overlapping them are left out. */
  booked: BookedRange[];
}

/** The earliest and latest start a booking may have at `now`. */
export const bookingBounds = (now: Date): { earliest: Date; latest: Date } => ({
  earliest: new Date(now.getTime() + BOOKING_MIN_NOTICE_HOURS * HOUR_MS),
  latest: new Date(now.getTime() + BOOKING_HORIZON_DAYS * DAY_MS),
});

/** The local calendar date (y, m, d) of an instant in a zone. */
const localDate = (at: Date, timezone: string) => {
  const d = new TZDate(at.getTime(), timezone);
  return { y: d.getFullYear(), m: d.getMonth(), d: d.getDate() };
};

/**
 * Session-length slots, in order, from each window's start (a 2-hour window and 45-minute sessions give two
 * slots), inside [from, from + days), no sooner than the minimum notice and no later than the horizon, and not
 * overlapping a booked session. A wall-clock time that does not exist on a day (skipped by summer time) has
 * no slot that day.
 */
export const slotsFor = (q: SlotQuery): Slot[] => {
  if (q.windows.length === 0) return [];
  const { earliest, latest } = bookingBounds(q.now);
  const rangeStart = Math.max(q.from.getTime(), earliest.getTime());
  const rangeEnd = Math.min(q.from.getTime() + q.days * DAY_MS, latest.getTime());
  if (rangeEnd <= rangeStart) return [];
  const lengthMs = q.sessionMinutes * MINUTE_MS;
  const slots: Slot[] = [];
  // Walk the mentor's local days from the one before the range to the one after it (zones are up to ±14 h).
  const first = localDate(new Date(rangeStart - DAY_MS), q.timezone);
  const dayCount = Math.ceil((rangeEnd - rangeStart) / DAY_MS) + 3;
  for (let i = 0; i < dayCount; i++) {
    const day = new TZDate(first.y, first.m, first.d + i, 12, 0, q.timezone);
    const weekday = day.getDay();
    for (const w of q.windows.filter((x) => x.weekday === weekday).sort((a, b) => a.startMinute - b.startMinute)) {
      for (let m = w.startMinute; m + q.sessionMinutes <= w.endMinute; m += q.sessionMinutes) {
        const start = new TZDate(
          day.getFullYear(),
          day.getMonth(),
          day.getDate(),
          Math.floor(m / 60),
          m % 60,
          q.timezone,
        );
        // A skipped wall-clock time is moved by TZDate: it is not a real time of that day.
        if (start.getHours() * 60 + start.getMinutes() !== m % (24 * 60)) continue;
        const s = start.getTime();
        const e = s + lengthMs;
        if (s < rangeStart || s >= rangeEnd) continue;
        if (q.booked.some((b) => b.startsAt.getTime() < e && s < b.endsAt.getTime())) continue;
        slots.push({ startsAt: new Date(s).toISOString(), endsAt: new Date(e).toISOString() });
      }
    }
  }
  return slots.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
};

/** Whether a time is one of the mentor's offered slots (ignoring bookings and notice; checked separately). */
export const isOfferedSlot = (
  q: Omit<SlotQuery, 'from' | 'days' | 'booked' | 'now'>,
  startsAt: Date,
  now: Date,
): boolean => {
  // Ask for the slots of that day as if booked long ahead, so "too soon" and "offered" are told apart.
  const pretendNow = new Date(Math.min(now.getTime(), startsAt.getTime() - BOOKING_HORIZON_DAYS * DAY_MS + DAY_MS));
  return slotsFor({ ...q, from: new Date(startsAt.getTime() - DAY_MS), days: 2, now: pretendNow, booked: [] }).some(
    (s) => s.startsAt === startsAt.toISOString(),
  );
};
