import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRILL_AUDIENCES, DRILL_NATURES } from '@elevate/contracts/drills/drill.constants';
import { spanStatus } from '@elevate/contracts/drills/drill-format';
import { freshDatabase } from '../../../../test/helper.ts';
import type { Database } from '../../../db/client.ts';
import { BENCH_DRILL_URL_PREFIX, countBenchDrills, generateBenchDrills, seedBenchDrills } from './bench-drills.ts';

const NOW = new Date('2026-11-24T00:00:00Z');

describe('benchmark hackathons', () => {
  const rows = [...generateBenchDrills(3_000, NOW)];

  it('are deterministic: same count and now, same rows', () => {
    expect([...generateBenchDrills(3_000, NOW)]).toEqual(rows);
  });

  it('are valid hackathons under the benchmark URL prefix, each URL once', () => {
    expect(new Set(rows.map((r) => r.custUrl)).size).toBe(rows.length);
    for (const r of rows) {
      expect(r.custUrl.startsWith(BENCH_DRILL_URL_PREFIX)).toBe(true);
      expect(DRILL_NATURES).toContain(r.nature);
      expect(DRILL_AUDIENCES).toContain(r.audience);
      expect(r.endDt.getTime()).toBeGreaterThan(r.startDt.getTime());
      expect(r.registrationEndDt.getTime()).toBeLessThan(r.endDt.getTime());
      expect(r.teamMax).toBeGreaterThanOrEqual(r.teamMin ?? 1);
    }
  });

  it('spread over every status, nature, program type, fee and team kind', () => {
    const share = (f: (r: (typeof rows)[number]) => boolean) => rows.filter(f).length / rows.length;
    for (const status of ['live', 'upcoming', 'ended'] as const) {
      expect(
        share((r) => spanStatus(r.startDt, r.endDt, NOW) === status),
        status,
      ).toBeGreaterThan(0.02);
    }
    for (const nature of DRILL_NATURES)
      expect(
        share((r) => r.nature === nature),
        nature,
      ).toBeGreaterThan(0.05);
    expect(share((r) => r.programType === 'open-innovation')).toBeGreaterThan(0.05);
    expect(share((r) => (r.registrationFee ?? 0) > 0)).toBeGreaterThan(0.05);
    expect(share((r) => r.teamMax === 1)).toBeGreaterThan(0.1);
    expect(share((r) => r.isPublished === false)).toBeGreaterThan(0.01);
  });

  describe('seeding', () => {
    let database: Database;
    let dispose: () => Promise<void>;
    beforeAll(async () => {
      ({ database, dispose } = await freshDatabase());
    }, 60_000);
    afterAll(() => dispose());

    it('writes them once, leaves them on a second run and rebuilds them on reset', async () => {
      const first = await seedBenchDrills(database, 1_200, { now: NOW });
      expect(first).toMatchObject({ seeded: true, drills: 1_200 });
      expect(await seedBenchDrills(database, 1_200, { now: NOW })).toMatchObject({ seeded: false, drills: 1_200 });
      expect(await seedBenchDrills(database, 600, { now: NOW, reset: true })).toMatchObject({
        seeded: true,
        drills: 600,
      });
      expect(await countBenchDrills(database)).toBe(600);
    }, 60_000);
  });
});
