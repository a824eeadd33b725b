import { createHmac } from 'node:crypto';
import type { ImpressionEntityType } from '@elevate/contracts/content/content.constants';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { addImpression, deleteViewsBefore, impressionCount, isPublicItem, markView } from './impressions.repository.ts';

/** One in this many counted views also deletes the views of days before yesterday (no extra job needed). */
const CLEANUP_ONE_IN = 50;

/** A viewer: a signed-in user by id, a visitor by address and browser. Only a keyed hash is kept. */
export interface Viewer {
  uid: number | null;
  ip: string;
  userAgent: string;
}

export const viewerHash = (secret: string, v: Viewer): string =>
  createHmac('sha256', secret)
    .update(v.uid !== null ? `user:${v.uid}` : `visitor:${v.ip}\u0000${v.userAgent}`)
    .digest('base64url');

/** The IST calendar day (yyyy-mm-dd): a view counts once per viewer per Indian day. */
export const istDay = (d: Date): string => new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 10);

export interface ImpressionDeps {
  db: Db;
  secret: string;
  /** Decides whether this call cleans old views (a test passes () => true). */
  cleanup?: () => boolean;
}

export const countView = async (
  deps: ImpressionDeps,
  type: ImpressionEntityType,
  id: number,
  viewer: Viewer,
  now: Date,
): Promise<number> => {
  if (!(await isPublicItem(deps.db, type, id, now))) throw notFound();
  const day = istDay(now);
  const count = await deps.db.transaction(async (tx) =>
    (await markView(tx, type, id, viewerHash(deps.secret, viewer), day))
      ? addImpression(tx, type, id, now)
      : impressionCount(tx, type, id),
  );
  if ((deps.cleanup ?? (() => Math.random() * CLEANUP_ONE_IN < 1))()) {
    await deleteViewsBefore(deps.db, istDay(new Date(now.getTime() - 86_400_000)));
  }
  return count;
};
