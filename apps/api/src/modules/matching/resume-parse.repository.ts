import { and, eq } from 'drizzle-orm';
import type { ParsedResume } from '@elevate/contracts/matching/parse.schema';
import type { DbOrTx } from '../../db/client.ts';
import { resumeParses } from '../../db/schema/matching.ts';

/** The stored parse of one file by one parser version, or null. */
export const findResumeParse = async (
  db: DbOrTx,
  uploadKey: string,
  parserVersion: string,
): Promise<ParsedResume | null> => {
  const [row] = await db
    .select({ result: resumeParses.result })
    .from(resumeParses)
    .where(and(eq(resumeParses.uploadKey, uploadKey), eq(resumeParses.parserVersion, parserVersion)))
    .limit(1);
  return row ? (row.result as ParsedResume) : null;
};

/** Keeps a parse; when another request stored the same file's parse first, theirs stays (they are equal). */
export const saveResumeParse = async (db: DbOrTx, uploadKey: string, result: ParsedResume): Promise<void> => {
  await db
    .insert(resumeParses)
    .values({ uploadKey, parserVersion: result.parserVersion, result })
    .onConflictDoNothing({ target: [resumeParses.uploadKey, resumeParses.parserVersion] });
};
