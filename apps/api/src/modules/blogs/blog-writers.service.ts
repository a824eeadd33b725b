import { BlogMessages } from '@elevate/contracts/blogs/blogs.messages';
import type { BlogWriter } from '@elevate/contracts/blogs/blogs.schema';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import type { Db } from '../../db/client.ts';
import { list } from '../../lib/envelope.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { findAccountByEmail, findWriter, grantWriter, listWriters, revokeWriter } from './blog-writers.repository.ts';

const toWriter = (r: { uid: number; name: string; email: string; grantedAt: Date; postCount: number }): BlogWriter => ({
  ...r,
  grantedAt: r.grantedAt.toISOString(),
});

/** GET blogs/writers (admins). */
export const writers = async (db: Db) => {
  const rows = await listWriters(db);
  return list(rows.map(toWriter));
};

/** POST blogs/writers (admins): approve an account by its address (approving twice changes nothing). */
export const addWriter = async (db: Db, adminUid: number, email: string): Promise<BlogWriter> =>
  db.transaction(async (tx) => {
    const account = await findAccountByEmail(tx, email);
    if (!account)
      throw new AppError(ErrorCode.VALIDATION, BlogMessages.writerNotFound, { email: BlogMessages.writerNotFound });
    await grantWriter(tx, account.id, adminUid);
    const row = await findWriter(tx, account.id);
    if (!row) throw notFound(BlogMessages.writerNotFound);
    return toWriter(row);
  });

/** DELETE blogs/writers/{uid} (admins): their posts stay; they can no longer write. */
export const removeWriter = async (db: Db, uid: number) => {
  if (!(await revokeWriter(db, uid))) throw notFound(BlogMessages.writerNotFound);
  return { uid };
};
