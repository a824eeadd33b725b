import { asc, sql } from 'drizzle-orm';
import type { SkillSuggestion } from '@elevate/contracts/users/profile.schema';
import type { DbOrTx } from '../../db/client.ts';
import { skills } from '../../db/schema/users.ts';

/** `%`, `_` and `\` typed by a user are letters to match, not LIKE wildcards. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Skills whose name starts with `prefix`, any case, in name order. */
export const findSkillsByPrefix = async (db: DbOrTx, prefix: string, limit: number): Promise<SkillSuggestion[]> =>
  db
    .select({ id: skills.id, name: skills.name })
    .from(skills)
    .where(prefix ? sql`lower(${skills.name}) like lower(${escapeLike(prefix)}) || '%'` : undefined)
    .orderBy(sql`lower(${skills.name})`, asc(skills.name))
    .limit(limit);
