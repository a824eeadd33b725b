import { ErrorCode } from '@elevate/contracts/common/error-codes';
import type { QueryStatus, QueryThreadDetail, QueryThreadList } from '@elevate/contracts/drills/query.schema';
import { QueryMessages } from '@elevate/contracts/drills/submission.messages';
import type { SignedFileLink } from '@elevate/contracts/drills/submission.schema';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { list } from '../../lib/envelope.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { composeMail, greeting } from '../../lib/mail-layout.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { NonEssentialMailer } from '../account/non-essential-mail.ts';
import { insertNotification } from '../notifications/notifications.repository.ts';
import type { StorageDriver } from '../uploads/storage/storage-driver.ts';
import { assertOwnUpload } from '../uploads/uploads.service.ts';
import { type DrillRow, forbidden, isDrillHost, requireDrill, requireOwnParticipant } from './drill-access.ts';
import {
  findThread,
  insertMessage,
  insertThread,
  listMessages,
  listThreads,
  setThreadStatus,
  type StoredThread,
} from './queries.repository.ts';
import { signedLinkOf } from './submissions.service.ts';

/**
 * Help (/help): a participant's questions to the hosts, one thread each, with files. The asker and the
 * hackathon's hosts read and write a thread; a host's answer marks it answered and tells the asker.
 */

export interface QueryDeps {
  db: Db;
  mail: NonEssentialMailer;
  config: Pick<Config, 'publicUrl'>;
}

type Paging = { status?: QueryStatus | undefined; limit: number; offset: number };

/** The caller's own upload keys of purpose 'query-file' (a 400 naming the file otherwise). */
const checkFiles = async (db: DbOrTx, uid: number, files: string[]) => {
  for (const [i, key] of files.entries()) await assertOwnUpload(db, uid, key, 'query-file', `files.${i}`);
};

const helpPath = (drillId: number, participantId: number) =>
  `/drills/participant-dashboard/${drillId}/${participantId}/help`;

const detailOf = async (db: DbOrTx, thread: StoredThread): Promise<QueryThreadDetail> => {
  const { asker: _asker, ...rest } = thread;
  return { ...rest, messages: await listMessages(db, thread.queryId) };
};

/** GET drills/{id}/participants/{pid}/queries: the caller's own questions in the hackathon. */
export const myQueries = async (
  db: DbOrTx,
  user: AuthUser,
  drillKey: string,
  participantId: number,
  q: Paging,
): Promise<QueryThreadList> => {
  const drill = await requireDrill(db, drillKey);
  await requireOwnParticipant(db, drill.id, participantId, user.uid);
  const page = await listThreads(db, { drillId: drill.id, participantId, ...q });
  return list(page.data, page.total);
};

/** GET drills/{id}/queries: every question of the hackathon, for its hosts only. */
export const hostQueries = async (
  db: DbOrTx,
  user: AuthUser,
  drillKey: string,
  q: Paging,
): Promise<QueryThreadList> => {
  const drill = await requireDrill(db, drillKey);
  if (!(await isDrillHost(db, user, drill))) throw forbidden(QueryMessages.hostsOnly);
  const page = await listThreads(db, { drillId: drill.id, ...q });
  return list(page.data, page.total);
};

/** POST drills/{id}/participants/{pid}/queries: a new question (a thread with its first message). */
export const askQuery = async (
  db: Db,
  user: AuthUser,
  drillKey: string,
  participantId: number,
  body: { subject: string; body: string; files: string[] },
  now: Date,
): Promise<QueryThreadDetail> => {
  const drill = await requireDrill(db, drillKey);
  await requireOwnParticipant(db, drill.id, participantId, user.uid);
  await checkFiles(db, user.uid, body.files);
  const queryId = await db.transaction(async (tx) => {
    const id = await insertThread(tx, { drillId: drill.id, participantId, subject: body.subject, now });
    await insertMessage(tx, {
      queryId: id,
      authorUid: user.uid,
      fromHost: false,
      body: body.body,
      files: body.files,
      now,
    });
    return id;
  });
  const thread = await findThread(db, drill.id, queryId);
  if (!thread) throw new Error('the question just written was not found');
  return detailOf(db, thread);
};

/** The thread when the caller asked it or hosts the hackathon; anyone else gets the 404 of a missing one. */
const readableThread = async (db: DbOrTx, user: AuthUser, drillKey: string, queryId: number) => {
  const drill = await requireDrill(db, drillKey);
  const thread = await findThread(db, drill.id, queryId);
  if (!thread) throw notFound(QueryMessages.notFound);
  const isAsker = thread.asker.uid === user.uid;
  if (!isAsker && !(await isDrillHost(db, user, drill))) throw notFound(QueryMessages.notFound);
  return { drill, thread, isAsker };
};

/** GET drills/{id}/queries/{queryId}: the thread with its messages. */
export const queryThread = async (
  db: DbOrTx,
  user: AuthUser,
  drillKey: string,
  queryId: number,
): Promise<QueryThreadDetail> => detailOf(db, (await readableThread(db, user, drillKey, queryId)).thread);

/** The asker hears in the app and (unless they turned hackathon mail off) by mail that the hosts answered. */
const tellAsker = async (tx: DbOrTx, deps: QueryDeps, drill: DrillRow, thread: StoredThread, hostUid: number) => {
  const { asker } = thread;
  const link = helpPath(drill.id, thread.participantId);
  const oneLiner = QueryMessages.answeredOneLiner(drill.name);
  await insertNotification(tx, {
    receiverUid: asker.uid,
    senderUid: hostUid,
    purpose: 'DRILL',
    oneLiner,
    message: thread.subject,
    link,
  });
  await deps.mail.send(
    tx,
    { uid: asker.uid, kind: 'hackathon-updates' },
    composeMail(
      asker.email,
      oneLiner,
      [greeting(asker.fullName || null), `The hosts answered your question "${thread.subject}".`],
      { href: `${deps.config.publicUrl.replace(/\/+$/, '')}${link}`, label: 'Read the answer' },
    ),
  );
};

/**
 * POST drills/{id}/queries/{queryId}/messages: a reply from the asker (the thread opens again) or from a host
 * (the thread is answered and the asker is told). A closed thread takes no more messages.
 */
export const replyToQuery = async (
  deps: QueryDeps,
  user: AuthUser,
  drillKey: string,
  queryId: number,
  body: { body: string; files: string[] },
  now: Date,
): Promise<QueryThreadDetail> => {
  const { db } = deps;
  const { drill, thread, isAsker } = await readableThread(db, user, drillKey, queryId);
  if (thread.status === 'closed') throw new AppError(ErrorCode.CONFLICT, QueryMessages.closed);
  await checkFiles(db, user.uid, body.files);
  const fromHost = !isAsker;
  await db.transaction(async (tx) => {
    if (!(await setThreadStatus(tx, queryId, fromHost ? 'answered' : 'open', now))) {
      throw new AppError(ErrorCode.CONFLICT, QueryMessages.closed);
    }
    await insertMessage(tx, { queryId, authorUid: user.uid, fromHost, body: body.body, files: body.files, now });
    if (fromHost) await tellAsker(tx, deps, drill, thread, user.uid);
  });
  return queryThread(db, user, drillKey, queryId);
};

/** POST drills/{id}/queries/{queryId}/close: the asker or a host settles the question. */
export const closeQuery = async (
  db: Db,
  user: AuthUser,
  drillKey: string,
  queryId: number,
  now: Date,
): Promise<QueryThreadDetail> => {
  const { thread } = await readableThread(db, user, drillKey, queryId);
  if (thread.status !== 'closed') await setThreadStatus(db, queryId, 'closed', now);
  return queryThread(db, user, drillKey, queryId);
};

/** GET drills/{id}/queries/{queryId}/files?key: a short-lived link to a file of the thread. */
export const queryFileLink = async (
  db: DbOrTx,
  storage: StorageDriver,
  user: AuthUser,
  drillKey: string,
  queryId: number,
  key: string,
): Promise<SignedFileLink> => {
  const { thread } = await readableThread(db, user, drillKey, queryId);
  const messages = await listMessages(db, thread.queryId);
  if (!messages.some((m) => m.files.some((f) => f.key === key))) throw notFound(QueryMessages.fileNotInThread);
  return signedLinkOf(db, storage, key, 'query-file', QueryMessages.fileNotInThread);
};
