import { asc, eq, sql } from 'drizzle-orm';
import type { College, CollegeCreateValues } from '@elevate/contracts/college/college.schema';
import type { DbOrTx } from '../../db/client.ts';
import { colleges } from '../../db/schema/users.ts';
import { escapeLike } from '../../lib/sql-like.ts';

const columns = { id: colleges.id, name: colleges.name, city: colleges.city, state: colleges.state };

/** Institutions whose name contains `text`, any case: names starting with it first, then by name. */
export const searchColleges = async (db: DbOrTx, text: string, limit: number): Promise<College[]> => {
  const needle = escapeLike(text);
  return db
    .select(columns)
    .from(colleges)
    .where(text ? sql`lower(${colleges.name}) like '%' || lower(${needle}) || '%'` : undefined)
    .orderBy(
      ...(text ? [sql`lower(${colleges.name}) like lower(${needle}) || '%' desc`] : []),
      sql`lower(${colleges.name})`,
      asc(colleges.id),
    )
    .limit(limit);
};

export const findCollegeByName = async (db: DbOrTx, name: string): Promise<College | null> => {
  const [row] = await db
    .select(columns)
    .from(colleges)
    .where(eq(sql`lower(${colleges.name})`, sql`lower(${name})`))
    .limit(1);
  return row ?? null;
};

/** Adds an institution; null when one of that name (any case) is already there, even one added a moment ago. */
export const insertCollege = async (
  db: DbOrTx,
  v: CollegeCreateValues,
  addedByUid: number,
): Promise<College | null> => {
  const [row] = await db
    .insert(colleges)
    .values({ name: v.name, city: v.city, state: v.state, addedByUid })
    .onConflictDoNothing()
    .returning(columns);
  return row ?? null;
};
