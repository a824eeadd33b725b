import { desc, eq } from 'drizzle-orm';
import type { Stats, Testimonial } from '@elevate/contracts/content/content.schema';
import type { TestimonialAdmin } from '@elevate/contracts/content/site-content.schema';
import type { DbOrTx } from '../../db/client.ts';
import { stats, testimonials } from '../../db/schema/content.ts';

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
  numberOfOpenInnovation: row.numberOfOpenInnovation,
  numberOfEyeballs: row.numberOfEyeballs,
});

type TestimonialRow = typeof testimonials.$inferSelect;
const toTestimonialAdmin = (r: TestimonialRow): TestimonialAdmin => ({
  testimonialPostId: r.id,
  postedDate: r.postedDate.toISOString(),
  postedByUsername: r.postedByUsername,
  postedByUserDesignation: r.postedByUserDesignation,
  postedContent: r.postedContent,
  active: r.active,
});

/** The public testimonials: active ones, newest first. */
export const listTestimonials = async (db: DbOrTx): Promise<Testimonial[]> => {
  const rows = await db
    .select()
    .from(testimonials)
    .where(eq(testimonials.active, true))
    .orderBy(desc(testimonials.postedDate));
  return rows.map((r) => {
    const { active: _active, ...dto } = toTestimonialAdmin(r);
    return dto;
  });
};

export const listAllTestimonials = async (db: DbOrTx): Promise<TestimonialAdmin[]> =>
  (await db.select().from(testimonials).orderBy(desc(testimonials.postedDate), desc(testimonials.id))).map(
    toTestimonialAdmin,
  );

export interface TestimonialWrite {
  postedByUsername: string;
  postedByUserDesignation: string;
  postedContent: string;
  active: boolean;
}

export const insertTestimonial = async (db: DbOrTx, w: TestimonialWrite): Promise<TestimonialAdmin> =>
  toTestimonialAdmin((await db.insert(testimonials).values(w).returning())[0]!);

export const updateTestimonial = async (db: DbOrTx, id: number, w: TestimonialWrite) => {
  const [row] = await db.update(testimonials).set(w).where(eq(testimonials.id, id)).returning();
  return row ? toTestimonialAdmin(row) : null;
};

export const deleteTestimonial = async (db: DbOrTx, id: number): Promise<boolean> =>
  (await db.delete(testimonials).where(eq(testimonials.id, id)).returning({ id: testimonials.id })).length > 0;

export type StatsWrite = Omit<typeof stats.$inferInsert, 'id' | 'recordInsertedts'>;

/** A new stats record (the newest is the one shown). */
export const insertStats = async (db: DbOrTx, w: StatsWrite, now: Date): Promise<StatsRow> =>
  (
    await db
      .insert(stats)
      .values({ ...w, recordInsertedts: now })
      .returning()
  )[0]!;
