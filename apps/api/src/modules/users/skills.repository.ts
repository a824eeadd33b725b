import { asc, sql } from 'drizzle-orm';
import type { SkillSuggestion } from '@elevate/contracts/users/profile.schema';
import type { DbOrTx } from '../../db/client.ts';
import { skills } from '../../db/schema/users.ts';
import { escapeLike } from '../../lib/sql-like.ts';

/**
 * Skills whose name or one of whose other spellings starts with `prefix`, any case ("js" offers JavaScript,
 * "reactj" React): a skill named or spelled exactly so first, then in name order.
 */
export const findSkillsByPrefix = async (db: DbOrTx, prefix: string, limit: number): Promise<SkillSuggestion[]> => {
  const key = prefix.trim().replace(/\s+/g, ' ').toLowerCase();
  const pattern = `${escapeLike(key)}%`;
  return db
    .select({ id: skills.id, name: skills.name })
    .from(skills)
    .where(
      key
        ? sql`(lower(${skills.name}) like ${pattern} or exists (select 1 from unnest(${skills.aliases}) as alias where alias like ${pattern}))`
        : undefined,
    )
    .orderBy(
      ...(key ? [sql`(lower(${skills.name}) = ${key} or ${key} = any(${skills.aliases})) desc`] : []),
      sql`lower(${skills.name})`,
      asc(skills.name),
    )
    .limit(limit);
};

/**
 * Skills named by posted jobs join the vocabulary (split at commas, spaces collapsed, one spelling per skill),
 * the same rule the reference-data migration applied to the jobs it found.
 */
export const addJobSkillsToVocabulary = async (db: DbOrTx): Promise<void> => {
  await db.execute(sql`
    insert into ${skills} (name)
    select distinct on (lower(skill)) skill
    from (select btrim(regexp_replace(unnest(string_to_array(skills, ',')), '\\s+', ' ', 'g')) as skill from jobs) as job_skills
    where skill <> '' and length(skill) <= 60
    order by lower(skill), skill
    on conflict do nothing`);
};
