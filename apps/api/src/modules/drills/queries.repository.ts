import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  QUERY_HOSTS_NAME,
  QUERY_STATUSES,
  type QueryMessage,
  type QueryStatus,
  type QueryThread,
} from '@elevate/contracts/drills/query.schema';
import { DELETED_USER_NAME } from '@elevate/contracts/referrals/referral.constants';
import type { DbOrTx } from '../../db/client.ts';
import { drillParticipants, drillQueries, drillQueryMessages } from '../../db/schema/drills.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { users } from '../../db/schema/users.ts';

const statusOf = (s: string): QueryStatus =>
  (QUERY_STATUSES as readonly string[]).includes(s) ? (s as QueryStatus) : 'open';

const personName = sql<string>`case when ${users.deletedAt} is not null then ${DELETED_USER_NAME}
  else coalesce(nullif(trim(concat_ws(' ', ${users.fullName}, ${users.lastName})), ''), ${DELETED_USER_NAME}) end`;

const messageCount = sql<number>`(select count(*)::int from ${drillQueryMessages} where ${drillQueryMessages.queryId} = ${drillQueries.id})`;

const threadColumns = {
  q: drillQueries,
  participantUid: drillParticipants.uid,
  participantEmail: users.email,
  participantFirstName: users.fullName,
  participantName: personName,
  messageCount,
};

type ThreadRow = {
  q: typeof drillQueries.$inferSelect;
  participantUid: number;
  participantEmail: string;
  participantFirstName: string;
  participantName: string;
  messageCount: number;
};

/** A thread with how to reach its asker (never sent to the client). */
export type StoredThread = QueryThread & { asker: { uid: number; email: string; fullName: string } };

const toThread = (r: ThreadRow): StoredThread => ({
  queryId: r.q.id,
  drillId: r.q.drillId,
  participantId: r.q.participantId,
  asker: { uid: r.participantUid, email: r.participantEmail, fullName: r.participantFirstName },
  participantName: r.participantName,
  subject: r.q.subject,
  status: statusOf(r.q.status),
  messageCount: r.messageCount,
  createdAt: r.q.createdAt.toISOString(),
  updatedAt: r.q.updatedAt.toISOString(),
});

const threads = (db: DbOrTx) =>
  db
    .select(threadColumns)
    .from(drillQueries)
    .innerJoin(drillParticipants, eq(drillParticipants.id, drillQueries.participantId))
    .innerJoin(users, eq(users.id, drillParticipants.uid));

/** Threads of a hackathon (or of one participant in it), latest activity first, and how many match. */
export const listThreads = async (
  db: DbOrTx,
  f: { drillId: number; participantId?: number; status?: QueryStatus | undefined; limit: number; offset: number },
): Promise<{ data: QueryThread[]; total: number }> => {
  const where: SQL | undefined = and(
    eq(drillQueries.drillId, f.drillId),
    f.participantId === undefined ? undefined : eq(drillQueries.participantId, f.participantId),
    f.status === undefined ? undefined : eq(drillQueries.status, f.status),
  );
  const [rows, [total]] = await Promise.all([
    threads(db)
      .where(where)
      .orderBy(desc(drillQueries.updatedAt), desc(drillQueries.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(drillQueries).where(where),
  ]);
  return {
    data: rows.map((r) => {
      const { asker: _asker, ...thread } = toThread(r);
      return thread;
    }),
    total: total?.n ?? 0,
  };
};

export const findThread = async (db: DbOrTx, drillId: number, queryId: number): Promise<StoredThread | null> => {
  const [row] = await threads(db)
    .where(and(eq(drillQueries.id, queryId), eq(drillQueries.drillId, drillId)))
    .limit(1);
  return row ? toThread(row) : null;
};

/** A thread's messages, oldest first, with the names of their files. */
export const listMessages = async (db: DbOrTx, queryId: number): Promise<QueryMessage[]> => {
  const rows = await db
    .select({ m: drillQueryMessages, authorName: personName })
    .from(drillQueryMessages)
    .leftJoin(users, eq(users.id, drillQueryMessages.authorUid))
    .where(eq(drillQueryMessages.queryId, queryId))
    .orderBy(asc(drillQueryMessages.createdAt), asc(drillQueryMessages.id));
  const keys = [...new Set(rows.flatMap((r) => r.m.files))];
  const names = new Map(
    keys.length === 0
      ? []
      : (
          await db
            .select({ key: uploads.key, fileName: uploads.fileName })
            .from(uploads)
            .where(inArray(uploads.key, keys))
        ).map((u) => [u.key, u.fileName] as const),
  );
  return rows.map(({ m, authorName }) => ({
    messageId: m.id,
    fromHost: m.fromHost,
    authorName: m.fromHost ? QUERY_HOSTS_NAME : m.authorUid === null ? DELETED_USER_NAME : authorName,
    body: m.body,
    files: m.files.map((key) => ({ key, fileName: names.get(key) ?? key.split('/').pop() ?? key })),
    createdAt: m.createdAt.toISOString(),
  }));
};

export const insertThread = async (
  tx: DbOrTx,
  q: { drillId: number; participantId: number; subject: string; now: Date },
): Promise<number> => {
  const [row] = await tx
    .insert(drillQueries)
    .values({
      drillId: q.drillId,
      participantId: q.participantId,
      subject: q.subject,
      createdAt: q.now,
      updatedAt: q.now,
    })
    .returning({ id: drillQueries.id });
  if (!row) throw new Error('query insert returned nothing');
  return row.id;
};

export const insertMessage = async (
  tx: DbOrTx,
  m: { queryId: number; authorUid: number; fromHost: boolean; body: string; files: string[]; now: Date },
): Promise<void> => {
  await tx.insert(drillQueryMessages).values({
    queryId: m.queryId,
    authorUid: m.authorUid,
    fromHost: m.fromHost,
    body: m.body,
    files: m.files,
    createdAt: m.now,
  });
};

/**
 * Moves a thread to `status` unless it is closed (a closed thread takes no more messages); true when it did.
 * The conditional update makes a reply racing a close either land before it or be refused.
 */
export const setThreadStatus = async (
  tx: DbOrTx,
  queryId: number,
  status: QueryStatus,
  now: Date,
): Promise<boolean> => {
  const rows = await tx
    .update(drillQueries)
    .set({ status, updatedAt: now })
    .where(and(eq(drillQueries.id, queryId), sql`${drillQueries.status} <> 'closed'`))
    .returning({ id: drillQueries.id });
  return rows.length > 0;
};
