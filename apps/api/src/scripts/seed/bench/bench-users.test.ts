import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase } from '../../../../test/helper.ts';
import type { Database } from '../../../db/client.ts';
import { createRng } from '../random.ts';
import { benchProfile, BENCH_USER_DOMAIN, seedBenchUsers } from './bench-users.ts';

const NOW = new Date('2026-11-23T00:00:00Z');

describe('benchmark job seekers', () => {
  let database: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await freshDatabase());
  });
  afterAll(async () => dispose());

  it('are the same on every run: same seed, same profiles', () => {
    const vocabulary = { popular: ['React', 'SQL', 'Excel'], all: ['React', 'SQL', 'Excel', 'Figma', 'Tally'] };
    const make = () => {
      const rng = createRng(7);
      return Array.from({ length: 50 }, () => benchProfile(rng, NOW, vocabulary));
    };
    expect(make()).toEqual(make());
  });

  it('mix empty, thin and full profiles whose skills all come from the vocabulary', async () => {
    const r = await seedBenchUsers(database, 300, { now: NOW });
    expect(r).toMatchObject({ seeded: true, users: 300 });
    expect(r.withProfile).toBeGreaterThan(200);
    expect(r.withProfile).toBeLessThan(300);

    const shapes = await database.db.execute<{
      no_profile: number;
      no_city: number;
      no_skills: number;
      full: number;
    }>(sql`
      SELECT
        count(*) FILTER (WHERE p.user_id IS NULL)::int AS no_profile,
        count(*) FILTER (WHERE p.user_id IS NOT NULL AND p.current_city IS NULL)::int AS no_city,
        count(*) FILTER (WHERE p.user_id IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM profile_skills s WHERE s.user_id = u.id))::int AS no_skills,
        count(*) FILTER (WHERE EXISTS (SELECT 1 FROM profile_work w WHERE w.user_id = u.id))::int AS full
      FROM users u LEFT JOIN user_profiles p ON p.user_id = u.id
      WHERE u.email LIKE ${`%@${BENCH_USER_DOMAIN}`}`);
    const s = shapes.rows[0];
    for (const n of [s?.no_profile, s?.no_city, s?.no_skills, s?.full]) expect(n).toBeGreaterThan(0);

    const unknown = await database.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM profile_skills ps
      WHERE NOT EXISTS (SELECT 1 FROM skills k WHERE lower(k.name) = lower(ps.name))`);
    expect(unknown.rows[0]?.n).toBe(0);
  });

  it('are seeded once: a second run changes nothing, reset rebuilds them', async () => {
    expect(await seedBenchUsers(database, 50, { now: NOW })).toMatchObject({ seeded: false, users: 300 });
    expect(await seedBenchUsers(database, 50, { now: NOW, reset: true })).toMatchObject({ seeded: true, users: 50 });
  });
});
