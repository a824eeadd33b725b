/** Hackathons for the discovery suites (search, detail, sections, bookmarks, share). Not a test file itself. */
import type { TestContext } from '../../../test/helper.ts';
import { drillPhases, drills } from '../../db/schema/drills.ts';

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

export type NewDrill = typeof drills.$inferInsert;
let sequence = 0;

/** A published, free, online hackathon open to everyone: live now (started a day ago, ends in 10 days). */
export const drillValues = (over: Partial<NewDrill> = {}, now = Date.now()): NewDrill => {
  const n = ++sequence;
  return {
    name: `Godavari Build Challenge ${n}`,
    custUrl: `godavari-build-${n}-${Math.random().toString(36).slice(2, 8)}`,
    partnerName: 'Godavari Labs',
    location: 'Online',
    purpose: 'Learning',
    startDt: new Date(now - DAY),
    registrationEndDt: new Date(now + 5 * DAY),
    endDt: new Date(now + 10 * DAY),
    ...over,
  };
};

/** Inserts hackathons and answers their ids in order. */
export const insertDrills = async (t: TestContext, rows: Partial<NewDrill>[], now = Date.now()): Promise<number[]> => {
  if (rows.length === 0) return [];
  const inserted = await t.database.db
    .insert(drills)
    .values(rows.map((r) => drillValues(r, now)))
    .returning({ id: drills.id });
  return inserted.map((r) => r.id);
};

export const insertDrill = async (
  t: TestContext,
  row: Partial<NewDrill> = {},
): Promise<{ id: number; custUrl: string }> => {
  const values = drillValues(row);
  const [inserted] = await t.database.db.insert(drills).values(values).returning({ id: drills.id });
  return { id: inserted!.id, custUrl: values.custUrl };
};

export const insertPhases = async (t: TestContext, rows: (typeof drillPhases.$inferInsert)[]) =>
  t.database.db.insert(drillPhases).values(rows).returning({ id: drillPhases.id });
