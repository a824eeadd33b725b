import { and, asc, desc, eq, gte } from 'drizzle-orm';
import type { Event, Stats, Testimonial } from '@elevate/contracts/content/content.schema';
import type { DbOrTx } from '../../db/client.ts';
import { events, stats, testimonials } from '../../db/schema/content.ts';

export type StatsRow = typeof stats.$inferSelect;

export const latestStats = async (db: DbOrTx): Promise<StatsRow | null> => {
  const [row] = await db.select().from(stats).orderBy(desc(stats.recordInsertedts), desc(stats.id)).limit(1);
  return row ?? null;
};

export const toStatsDto = (row: StatsRow): Stats => ({
  statsId: row.id,
  numberOfUsersOnPlatform: row.numberOfUsersOnPlatform,
  numberOfJobPosted: row.numberOfJobPosted,
  numberOfPartners: row.numberOfPartners,
  joiningsDone: row.joiningsDone,
  userUpdatedby: row.userUpdatedby,
  recordInsertedts: row.recordInsertedts.toISOString(),
  numberOfSquadPrograms: row.numberOfSquadPrograms,
  numberOfHackathons: row.numberOfHackathons,
  numberOfProfessionalsUsers: row.numberOfProfessionalsUsers,
  numberOfFreshersUsers: row.numberOfFreshersUsers,
  numberOfFresherHired: row.numberOfFresherHired,
  numberOfInternsHired: row.numberOfInternsHired,
  numberOfmeetups: row.numberOfmeetups,
  numberOfColleges: row.numberOfColleges,
  numberOfFresherDrives: row.numberOfFresherDrives,
  numberOfStudentsInSquad: row.numberOfStudentsInSquad,
});

export const listTestimonials = async (db: DbOrTx): Promise<Testimonial[]> => {
  const rows = await db.select().from(testimonials).orderBy(desc(testimonials.postedDate));
  return rows.map((r) => ({
    testimonialPostId: r.id,
    postedDate: r.postedDate.toISOString(),
    postedByUsername: r.postedByUsername,
    postedByUserDesignation: r.postedByUserDesignation,
    postedContent: r.postedContent,
  }));
};

type EventRow = typeof events.$inferSelect;
const toEventDto = (r: EventRow): Event => ({
  eventId: r.id,
  type: r.type,
  mode: r.mode === 'offline' ? 'offline' : 'online',
  topic: r.topic,
  agenda: r.agenda,
  owner: r.owner,
  startDateTime: r.startDateTime.toISOString(),
  endDateTime: r.endDateTime.toISOString(),
  status: r.status,
  location: r.location,
  address: r.address,
  speakers: r.speakers,
  imgExtension: r.imgExtension,
  imageUrl: r.imageUrl,
  capacity: r.capacity,
  // Counted by the events service (modules/content, issue 14); 0 until then.
  registrationCount: 0,
  registrationOpen: r.registrationOpen,
});

/** eventId -1 → every shown event that has not ended, soonest first; otherwise that one event. */
export const findEvents = async (db: DbOrTx, eventId: number, now: Date): Promise<Event[]> => {
  const where =
    eventId === -1
      ? and(eq(events.status, 'show'), gte(events.endDateTime, now))
      : and(eq(events.id, eventId), eq(events.status, 'show'));
  const rows = await db.select().from(events).where(where).orderBy(asc(events.startDateTime));
  return rows.map(toEventDto);
};
