import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SKILL_DICTIONARY_VERSION, skillEntries, skillKey } from '@elevate/contracts/matching/skills/skill-dictionary';
import type { DbOrTx } from '../../db/client.ts';

interface DictionaryRow {
  name: string;
  aliases: string[];
  category: string;
}

const rows = (): DictionaryRow[] =>
  skillEntries().map((e) => ({ name: e.name, aliases: e.aliases.map(skillKey), category: e.category }));

/**
 * What was applied, kept as the `skills` table's comment: the version and a digest of the entries, so an edit
 * that forgot to bump the version is still applied. A comment needs no migration and costs one catalog read.
 */
export const skillDictionaryStamp = (): string =>
  `skill dictionary ${SKILL_DICTIONARY_VERSION} ${createHash('sha256').update(JSON.stringify(rows())).digest('hex').slice(0, 16)}`;

const appliedStamp = async (db: DbOrTx): Promise<string | null> => {
  const result = await db.execute<{ stamp: string | null }>(
    sql`select obj_description('skills'::regclass, 'pg_class') as stamp`,
  );
  return result.rows[0]?.stamp ?? null;
};

/**
 * Brings the `skills` vocabulary in line with the shipped dictionary (packages/contracts matching/skills): every
 * entry upserted with its lower-case aliases and category, and a row named by one of a skill's other spellings
 * (a job's "ReactJS") folded into that skill's row. One statement for all entries; nothing happens when the
 * stamp shows this dictionary was already applied. Safe to run at every start.
 */
export const syncSkillDictionary = async (db: DbOrTx): Promise<{ applied: boolean }> => {
  const stamp = skillDictionaryStamp();
  if ((await appliedStamp(db)) === stamp) return { applied: false };
  await db.transaction(async (tx) => {
    // A spelling is never another entry's name (contracts tests), so the delete and the upsert touch different rows.
    await tx.execute(sql`
      with dictionary as (
        select * from jsonb_to_recordset(${JSON.stringify(rows())}::jsonb) as d(name text, aliases text[], category text)
      ),
      folded as (
        delete from skills s using dictionary d
        where lower(s.name) = any(d.aliases) and lower(s.name) <> lower(d.name)
      )
      insert into skills (name, aliases, category)
      select name, aliases, category from dictionary
      on conflict ((lower(name))) do update
        set name = excluded.name, aliases = excluded.aliases, category = excluded.category
        where (skills.name, skills.aliases, skills.category)
          is distinct from (excluded.name, excluded.aliases, excluded.category)`);
    // The stamp is ours (a version and hex digits), never user input: safe to write as a literal.
    await tx.execute(sql.raw(`comment on table skills is '${stamp.replace(/'/g, "''")}'`));
  });
  return { applied: true };
};
