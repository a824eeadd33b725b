import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { skillEntries } from '@elevate/contracts/matching/skills/skill-dictionary';
import { build } from '../../../test/helper.ts';
import { skills } from '../../db/schema/users.ts';
import { skillDictionaryStamp, syncSkillDictionary } from './skill-dictionary.sync.ts';

const t = build();

const rowsNamed = (name: string) =>
  t.database.db
    .select()
    .from(skills)
    .where(sql`lower(${skills.name}) = lower(${name})`);
const forget = () => t.database.db.execute(sql`comment on table skills is null`);

describe('syncSkillDictionary', () => {
  it('leaves a fresh database holding every dictionary skill, stamped with the dictionary applied', async () => {
    const [{ n }] = (
      await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from skills where category is not null`)
    ).rows as [{ n: number }];
    expect(n).toBe(skillEntries().length);
    const stamp = await t.database.db.execute<{ s: string }>(
      sql`select obj_description('skills'::regclass, 'pg_class') as s`,
    );
    expect(stamp.rows[0]?.s).toBe(skillDictionaryStamp());
  });

  it('does nothing when the dictionary was already applied', async () => {
    await t.database.db.update(skills).set({ category: 'tool' }).where(eq(skills.name, 'React'));
    expect(await syncSkillDictionary(t.database.db)).toEqual({ applied: false });
    expect((await rowsNamed('React'))[0]?.category).toBe('tool');
  });

  it('folds rows named by another spelling into the skill, keeps unknown skills, and restores changed entries', async () => {
    await t.database.db
      .insert(skills)
      .values([{ name: 'ReactJS' }, { name: 'k8s' }, { name: 'Underwater Basket Weaving' }]);
    await t.database.db
      .update(skills)
      .set({ name: 'postgresql', aliases: [], category: null })
      .where(eq(skills.name, 'PostgreSQL'));
    await forget();
    expect(await syncSkillDictionary(t.database.db)).toEqual({ applied: true });
    expect(await rowsNamed('ReactJS')).toEqual([]);
    expect(await rowsNamed('k8s')).toEqual([]);
    expect(await rowsNamed('React')).toMatchObject([{ name: 'React', category: 'framework' }]);
    expect(await rowsNamed('Kubernetes')).toHaveLength(1);
    expect(await rowsNamed('Underwater Basket Weaving')).toHaveLength(1);
    const [postgres] = await rowsNamed('PostgreSQL');
    expect(postgres).toMatchObject({ name: 'PostgreSQL', category: 'database' });
    expect(postgres?.aliases).toContain('postgres');
  });

  it('applies twice to the same rows: no duplicates', async () => {
    await forget();
    await syncSkillDictionary(t.database.db);
    await forget();
    await syncSkillDictionary(t.database.db);
    const dupes = await t.database.db.execute(
      sql`select lower(name) from skills group by lower(name) having count(*) > 1`,
    );
    expect(dupes.rows).toEqual([]);
    expect(await rowsNamed('JavaScript')).toHaveLength(1);
  });

  it('applies the whole dictionary in well under a second', async () => {
    await forget();
    const started = performance.now();
    await syncSkillDictionary(t.database.db);
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
