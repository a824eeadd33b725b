import { BOOKING_HORIZON_DAYS } from '@elevate/contracts/saarthi/saarthi.constants';
import type { SaarthiApplicationRow, SaarthiMine, SaarthiProfile } from '@elevate/contracts/saarthi/saarthi.schema';
import type { DbOrTx } from '../../db/client.ts';
import { publicUploadUrl } from '../users/profile.repository.ts';
import { slotsFor, toAvailabilityWindow, type BookedRange, type StoredWindow } from './availability-slots.ts';
import { availabilityOf, bookedRangesOf, type SaarthiRow } from './saarthi.repository.ts';

/** How a Saarthi row reads in the directory, the profile, the owner's own view and the review queue. */

const hasCapacityOf = (r: SaarthiRow) => r.acceptingMentees && r.activeMentees < r.maxMentees;

/** The first bookable time within the horizon, or null. */
export const nextAvailableAt = (
  r: Pick<SaarthiRow, 'timezone' | 'sessionMinutes'>,
  windows: StoredWindow[],
  booked: BookedRange[],
  now: Date,
): string | null =>
  slotsFor({
    windows,
    timezone: r.timezone,
    sessionMinutes: r.sessionMinutes,
    from: now,
    days: BOOKING_HORIZON_DAYS,
    now,
    booked,
  })[0]?.startsAt ?? null;

export const toProfile = (r: SaarthiRow, next: string | null): SaarthiProfile => ({
  saarthiId: r.id,
  uid: r.userId,
  name: r.name,
  avatarUrl: publicUploadUrl(r.avatarKey),
  headline: r.headline,
  expertise: r.expertise,
  company: r.company,
  designation: r.designation,
  yearsOfExperience: r.yearsOfExperience,
  languages: r.languages,
  helpWith: r.helpWith,
  bio: r.bio,
  linkedinUrl: r.linkedinUrl,
  maxMentees: r.maxMentees,
  activeMentees: r.activeMentees,
  acceptingMentees: r.acceptingMentees,
  hasCapacity: hasCapacityOf(r),
  sessionMinutes: r.sessionMinutes,
  timezone: r.timezone,
  nextAvailableAt: next,
  completedMentorships: r.completedMentorships,
  rating: r.rating,
  ratingCount: r.ratingCount,
});

/** Profiles of several rows, with their next free time (two queries for the whole page). */
export const profilesOf = async (db: DbOrTx, rows: SaarthiRow[], now: Date): Promise<SaarthiProfile[]> => {
  const ids = rows.map((r) => r.id);
  const [windows, booked] = await Promise.all([availabilityOf(db, ids), bookedRangesOf(db, ids, now)]);
  return rows.map((r) => toProfile(r, nextAvailableAt(r, windows.get(r.id) ?? [], booked.get(r.id) ?? [], now)));
};

export const mineOf = async (db: DbOrTx, r: SaarthiRow, now: Date): Promise<SaarthiMine> => {
  const [profile] = await profilesOf(db, [r], now);
  const windows = (await availabilityOf(db, [r.id])).get(r.id) ?? [];
  return {
    ...profile!,
    status: r.status as SaarthiMine['status'],
    rejectionReason: r.rejectionReason,
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    availability: windows.map(toAvailabilityWindow),
  };
};

export const toApplicationRow = (r: SaarthiRow): SaarthiApplicationRow => ({
  saarthiId: r.id,
  uid: r.userId,
  name: r.name,
  email: r.email,
  status: r.status as SaarthiApplicationRow['status'],
  headline: r.headline,
  expertise: r.expertise,
  company: r.company,
  designation: r.designation,
  yearsOfExperience: r.yearsOfExperience,
  languages: r.languages,
  helpWith: r.helpWith,
  bio: r.bio,
  linkedinUrl: r.linkedinUrl,
  maxMentees: r.maxMentees,
  createdAt: r.createdAt.toISOString(),
  reviewedAt: r.reviewedAt?.toISOString() ?? null,
  reviewedByName: r.reviewedByName,
  rejectionReason: r.rejectionReason,
});
