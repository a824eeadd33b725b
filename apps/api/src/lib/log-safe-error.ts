import { stdSerializers } from 'pino';

/**
 * What a log line may say about a failed database query: the PostgreSQL error code and the names of the
 * objects involved. Never the SQL text, its parameters (Drizzle's "Failed query: … params: …" message,
 * PGlite's `query`/`params`), the error's `detail` ("Key (email)=(…) already exists") or quoted values in
 * its message: they carry passwords' hashes, tokens and personal data (docs/decisions/022).
 */
const DB_NAME_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine'] as const;

type Loose = Error & Record<string, unknown>;

/** A PostgreSQL error (node-postgres and PGlite alike): a five-character SQLSTATE and a severity. */
export const isPostgresError = (e: Error): e is Error & { code: string } => {
  const code = (e as Loose).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && 'severity' in e;
};
/** Drizzle's wrapper (DrizzleQueryError) and anything else carrying the statement and its parameters. */
const carriesQuery = (e: Loose) => 'query' in e || 'params' in e;

/** Values are quoted in PostgreSQL's messages (`invalid input syntax for type integer: "1.5"`); names are
 * already kept apart above. */
const withoutQuotedValues = (message: string) => message.replace(/"[^"]*"/g, '"…"').slice(0, 300);

/** The stack's frames only: its first line repeats the message, which is what must not be logged. */
const framesOf = (stack: unknown): string =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => line.trimStart().startsWith('at '))
        .join('\n')
    : '';

const causesOf = (err: Loose): Loose[] => {
  const chain: Loose[] = [];
  let e: unknown = err;
  while (e instanceof Error && chain.length < 10 && !chain.includes(e as Loose)) {
    chain.push(e as Loose);
    e = (e as Loose).cause;
  }
  return chain;
};

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** The `err` serializer of every log line (app.ts). */
export const logSafeError = (err: Error): SerializedError => {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  const chain = causesOf(err as Loose);
  if (!chain.some((e) => isPostgresError(e) || carriesQuery(e))) return stdSerializers.err(err);
  const database = chain.find(isPostgresError);
  const safe: SerializedError = { type: err.name, message: 'database query failed', stack: framesOf(err.stack) };
  if (database) {
    for (const field of DB_NAME_FIELDS) if (database[field] !== undefined) safe[field] = database[field];
    safe.databaseMessage = withoutQuotedValues(String(database.message ?? ''));
  }
  return safe;
};
