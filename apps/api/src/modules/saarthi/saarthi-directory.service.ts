import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { SaarthiMessages } from '@elevate/contracts/saarthi/saarthi.messages';
import type {
  AvailabilityInput,
  SaarthiDirectoryQuery,
  SaarthiMine,
  SaarthiProfile,
} from '@elevate/contracts/saarthi/saarthi.schema';
import type { z } from 'zod';
import type { SlotListSchema } from '@elevate/contracts/saarthi/saarthi.schema';
import type { Db } from '../../db/client.ts';
import { list } from '../../lib/envelope.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { availabilityProblems, slotsFor, toStoredWindow } from './availability-slots.ts';
import {
  availabilityOf,
  bookedRangesOf,
  findSaarthi,
  listDirectory,
  replaceAvailability,
  updateSaarthi,
} from './saarthi.repository.ts';
import { mineOf, profilesOf } from './saarthi-views.ts';

/**
 * GET saarthi: approved mentors, those with room first, then by rating and experience. `available=true` keeps
 * mentors who accept, are below capacity and have weekly availability of at least one session.
 */
export const saarthiDirectory = async (db: Db, q: SaarthiDirectoryQuery, now: Date) => {
  const filter = {
    ...(q.q ? { q: q.q } : {}),
    ...(q.domain ? { domain: q.domain } : {}),
    ...(q.company ? { company: q.company } : {}),
    ...(q.minYears !== undefined ? { minYears: q.minYears } : {}),
    ...(q.language ? { language: q.language } : {}),
    available: q.available === 'true',
  };
  if (!filter.available) {
    const page = await listDirectory(db, { ...filter, limit: q.limit, offset: q.offset });
    return list(await profilesOf(db, page.rows, now), page.total);
  }
  // "Available" also needs a free time in the horizon, which only the slot maths knows: the candidates SQL
  // leaves (mentors with room and some availability, a few hundred at most) are checked, then paged.
  const candidates = await listDirectory(db, { ...filter, limit: AVAILABLE_CANDIDATES_MAX, offset: 0 });
  const bookable = (await profilesOf(db, candidates.rows, now)).filter((p) => p.nextAvailableAt !== null);
  return list(bookable.slice(q.offset, q.offset + q.limit), bookable.length);
};

/** The most mentors the "available" filter checks slot by slot. */
const AVAILABLE_CANDIDATES_MAX = 1000;

/** GET saarthi/{id}: approved mentors for everyone; the owner and admins also see a pending or rejected one. */
export const saarthiProfile = async (
  db: Db,
  caller: AuthUser | null,
  id: number,
  now: Date,
): Promise<SaarthiProfile> => {
  const row = await findSaarthi(db, id);
  const mayRead = row && (row.status === 'approved' || row.userId === caller?.uid || caller?.role === 'admin');
  if (!row || !mayRead) throw notFound(SaarthiMessages.notFound);
  const [profile] = await profilesOf(db, [row], now);
  return profile!;
};

const DAY_MS = 86_400_000;

/** GET saarthi/{id}/slots: free session-length times of an approved mentor (UTC). */
export const saarthiSlots = async (
  db: Db,
  id: number,
  q: { from?: string | undefined; days: number },
  now: Date,
): Promise<z.infer<typeof SlotListSchema>> => {
  const row = await findSaarthi(db, id);
  if (!row || row.status !== 'approved') throw notFound(SaarthiMessages.notFound);
  const from = q.from ? new Date(`${q.from}T00:00:00Z`) : now;
  const [windows, booked] = await Promise.all([
    availabilityOf(db, [id]),
    bookedRangesOf(db, [id], new Date(Math.min(from.getTime(), now.getTime()) - DAY_MS)),
  ]);
  return {
    timezone: row.timezone,
    sessionMinutes: row.sessionMinutes,
    slots: slotsFor({
      windows: windows.get(id) ?? [],
      timezone: row.timezone,
      sessionMinutes: row.sessionMinutes,
      from,
      days: q.days,
      now,
      booked: booked.get(id) ?? [],
    }),
  };
};

/**
 * PUT saarthi/{id}/availability (the owner): the weekly windows, the zone they are written in and the session
 * length, replaced at once. Sessions already booked stay booked.
 */
export const setAvailability = async (
  db: Db,
  caller: AuthUser,
  id: number,
  input: AvailabilityInput,
  now: Date,
): Promise<{ result: SaarthiMine; message: string }> => {
  const row = await findSaarthi(db, id);
  if (!row || row.userId !== caller.uid) throw notFound(SaarthiMessages.notFound);
  const problems = availabilityProblems(input.windows, input.sessionMinutes);
  const first = Object.values(problems)[0];
  if (first) throw new AppError(ErrorCode.VALIDATION, first, problems);
  await db.transaction(async (tx) => {
    await updateSaarthi(tx, id, { timezone: input.timezone, sessionMinutes: input.sessionMinutes });
    await replaceAvailability(tx, id, input.windows.map(toStoredWindow));
  });
  return { result: await mineOf(db, (await findSaarthi(db, id))!, now), message: 'Availability saved' };
};
