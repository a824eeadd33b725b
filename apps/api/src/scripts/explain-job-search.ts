/**
 * Prints the query plans of one jobs search, as the API would run it (docs/performance.md):
 *
 *   tsx src/scripts/explain-job-search.ts 'q=react&location=Bengaluru&jobType=Full-Time&minExp=2'
 *
 * The page statement (ids, total) and the facets statement, each under EXPLAIN (ANALYZE, BUFFERS) after
 * one unmeasured run so the plan shows a warm cache. Database: DATABASE_URL, else the PGlite in DATA_DIR
 * (default data/bench, where `npm run seed:bench` writes; relative to where npm was started). Read-only.
 */
import { join, resolve } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { JobSearchQuerySchema } from '@elevate/contracts/jobs/job-search.schema';
import { loadConfig, repoRoot } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import type { JobSearchInput } from '../modules/jobs/job-search.conditions.ts';
import { classifyTerms, searchFacetsStatement, searchPageStatement } from '../modules/jobs/job-search.repository.ts';
import { searchTerms } from '../modules/jobs/search-terms.ts';

const explain = async (database: Database, statement: SQL): Promise<string> => {
  await database.db.execute(statement);
  const result = await database.db.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN (ANALYZE, BUFFERS) ${statement}`);
  return result.rows.map((r) => r['QUERY PLAN']).join('\n');
};

const main = async (): Promise<void> => {
  const raw = process.argv[2];
  if (raw === undefined) throw new Error("Pass the search's query string, e.g. 'q=react&location=Pune'");
  const parsed = JobSearchQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(raw)));
  if (!parsed.success) throw new Error(`Not a valid jobs/search query: ${parsed.error.message}`);
  const query = parsed.data;

  const dataDir = process.env.DATA_DIR
    ? resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR)
    : join(repoRoot, 'data', 'bench');
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dbDir });
  try {
    const version = await database.db.execute<{ v: string }>(sql`SELECT version() AS v`);
    const words = searchTerms(query.q);
    const classified = words.length > 0 ? (await classifyTerms(database.db, words)).terms : [];
    const input: JobSearchInput = {
      terms: classified,
      mode: 'strict',
      filters: {
        locations: query.location,
        jobTypes: query.jobType,
        minExp: query.minExp,
        maxExp: query.maxExp,
        minSalary: query.minSalary,
        maxSalary: query.maxSalary,
        skills: query.skills,
        partnerId: query.partnerId,
        companies: query.company,
        drillId: query.drillId,
      },
    };
    const page = await explain(
      database,
      searchPageStatement({ ...input, sort: query.sort, limit: query.limit, offset: query.offset }),
    );
    const facets = await explain(database, searchFacetsStatement(input));
    const lines = [
      `jobs/search?${raw}`,
      `Database: ${database.kind === 'pglite' ? `PGlite at ${config.dbDir}` : 'PostgreSQL (DATABASE_URL)'}; ${version.rows[0]?.v ?? ''}`,
      `Terms: ${classified.map((t) => `${t.term} (${t.kind})`).join(', ') || 'none'}`,
      '',
      '== Page: ids and total (every request) ==',
      page,
      '',
      '== Facets (on a facet-cache miss only) ==',
      facets,
      '',
    ];
    process.stdout.write(lines.join('\n'));
  } finally {
    await database.close();
  }
};

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
