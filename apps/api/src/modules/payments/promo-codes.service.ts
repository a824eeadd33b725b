/**
 * Promo codes (`promocodes` CRUD, spec §7.2) and the one rule that applies a code to an order.
 * OWNER: the fees-and-promo-codes helper. resolvePromo's signature is shared with the orders helper.
 */
import type { z } from 'zod';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import type { ListResult } from '@elevate/contracts/common/envelope';
import { PROMO_KINDS } from '@elevate/contracts/payments/payments.constants';
import { PaymentAdminMessages, PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import type {
  PromoCode,
  PromoCodeInputSchema,
  PromoCodeListQuerySchema,
} from '@elevate/contracts/payments/payments.schema';
import type { Db, DbOrTx } from '../../db/client.ts';
import { uniqueViolationOf } from '../../lib/db-errors.ts';
import { list } from '../../lib/envelope.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { isDrillHost } from '../drills/drill-access.ts';
import { canManagePartner, partnerIdsOf } from '../partners/partner-access.ts';
import { drillById } from './payment-config.repository.ts';
import {
  countPromoUses,
  deletePromoCode,
  findPromoCode,
  findPromoForDrill,
  insertPromoCode,
  listPromoCodes,
  partnerOfDrill,
  promoCodeInUse,
  promoCodeTaken,
  updatePromoCode,
  type PromoCodeFilter,
  type PromoCodeListRow,
} from './promo-codes.repository.ts';

export interface ResolvedPromo {
  id: number;
  code: string;
  description: string;
  kind: 'percent' | 'flat';
  value: number;
}

const promoRefused = (message: string) => new AppError(ErrorCode.VALIDATION, message, { promoCode: message });

const kindOf = (s: string): ResolvedPromo['kind'] =>
  (PROMO_KINDS as readonly string[]).includes(s) ? (s as ResolvedPromo['kind']) : 'flat';

/**
 * The promo code `code` for this hackathon and payer, or an AppError (400, field `promoCode`, the words of
 * PaymentMessages: invalid, not started, expired, turned off, used up, used by you). Uses counted: paid
 * orders, plus unpaid ones that have not expired, except the payer's own open order of this hackathon
 * (it is being replaced). With `lock`, the code's row is locked (FOR UPDATE) in `tx` so that concurrent
 * orders count one after another: call it inside the transaction that inserts the order.
 */
export const resolvePromo = async (
  tx: DbOrTx,
  p: { drill: { id: number; partnerId: number | null }; code: string; uid: number; now: Date; lock: boolean },
): Promise<ResolvedPromo> => {
  const code = p.code.trim();
  if (p.drill.partnerId === null || code === '') throw promoRefused(PaymentMessages.promoInvalid);
  const row = await findPromoForDrill(tx, { partnerId: p.drill.partnerId, drillId: p.drill.id, code, lock: p.lock });
  if (!row) throw promoRefused(PaymentMessages.promoInvalid);
  if (!row.isActive) throw promoRefused(PaymentMessages.promoInactive);
  if (p.now < row.validFrom) throw promoRefused(PaymentMessages.promoNotStarted);
  if (p.now >= row.validUntil) throw promoRefused(PaymentMessages.promoExpired);
  const uses = await countPromoUses(tx, { promoCodeId: row.id, uid: p.uid, drillId: p.drill.id, now: p.now });
  if (row.maxUses !== null && uses.total >= row.maxUses) throw promoRefused(PaymentMessages.promoUsedUp);
  if (uses.byPayer >= row.maxUsesPerUser) throw promoRefused(PaymentMessages.promoUsedByYou);
  return { id: row.id, code: row.code, description: row.description, kind: kindOf(row.kind), value: row.value };
};

/* ------------------------------------------------------------------ promocodes CRUD */

type PromoCodeInput = z.output<typeof PromoCodeInputSchema>;
type PromoCodeListQuery = z.output<typeof PromoCodeListQuerySchema>;

const toPromoCode = (r: PromoCodeListRow): PromoCode => ({
  id: r.code.id,
  partnerId: r.code.partnerId,
  drillId: r.code.drillId,
  drillName: r.drillName,
  code: r.code.code,
  description: r.code.description,
  kind: kindOf(r.code.kind),
  value: r.code.value,
  validFrom: r.code.validFrom.toISOString(),
  validUntil: r.code.validUntil.toISOString(),
  maxUses: r.code.maxUses,
  maxUsesPerUser: r.code.maxUsesPerUser,
  isActive: r.code.isActive,
  usedCount: r.usedCount,
  heldCount: r.heldCount,
  createdAt: r.code.createdAt.toISOString(),
});

/**
 * Which codes the caller may list: admins any; an employer the codes of the companies they belong to (one of
 * them when partnerId is given, the hackathon's host when drillId is); anyone else none (403).
 */
const filterFor = async (db: DbOrTx, user: AuthUser, q: PromoCodeListQuery): Promise<PromoCodeFilter> => {
  if (user.role !== 'admin' && user.role !== 'employer') throw forbidden();
  const filter: PromoCodeFilter = {};
  if (q.drillId !== undefined) {
    const drill = await drillById(db, q.drillId);
    if (!drill) throw notFound();
    if (!(await isDrillHost(db, user, drill))) throw forbidden();
    filter.drillId = drill.id;
    filter.partnerIds = drill.partnerId === null ? [] : [drill.partnerId];
  }
  if (q.partnerId !== undefined) {
    if (!(await canManagePartner(db, user, q.partnerId))) throw forbidden();
    filter.partnerIds = filter.partnerIds ? filter.partnerIds.filter((id) => id === q.partnerId) : [q.partnerId];
  }
  if (filter.partnerIds === undefined && user.role !== 'admin') filter.partnerIds = await partnerIdsOf(db, user.uid);
  return filter;
};

export const listPromoCodesFor = async (
  db: DbOrTx,
  user: AuthUser,
  q: PromoCodeListQuery,
  now = new Date(),
): Promise<ListResult<PromoCode>> => {
  const filter = await filterFor(db, user, q);
  const { rows, total } = await listPromoCodes(db, { ...filter, limit: q.limit, offset: q.offset, now });
  return list(rows.map(toPromoCode), total);
};

/** A code the caller manages: 404 when there is none, 403 when it is another company's. */
const requireManagedCode = async (db: DbOrTx, user: AuthUser, id: number, now: Date): Promise<PromoCodeListRow> => {
  const row = await findPromoCode(db, id, now);
  if (!row) throw notFound();
  if (!(await canManagePartner(db, user, row.code.partnerId))) throw forbidden();
  return row;
};

export const getPromoCode = async (db: DbOrTx, user: AuthUser, id: number, now = new Date()): Promise<PromoCode> =>
  toPromoCode(await requireManagedCode(db, user, id, now));

const fieldError = (code: ErrorCode, field: string, message: string) =>
  new AppError(code, message, { [field]: message });

const codeTaken = () => fieldError(ErrorCode.CONFLICT, 'code', PaymentMessages.promoCodeTaken);

/** A hackathon of the code's company, or 400 on drillId. */
const checkDrillOfPartner = async (db: DbOrTx, drillId: number | null, partnerId: number): Promise<void> => {
  if (drillId === null) return;
  const drill = await partnerOfDrill(db, drillId);
  if (drill?.partnerId !== partnerId)
    throw fieldError(ErrorCode.VALIDATION, 'drillId', PaymentMessages.promoDrillNotYours);
};

const valuesOf = (input: PromoCodeInput, now: Date) => ({
  drillId: input.drillId,
  code: input.code,
  description: input.description,
  kind: input.kind,
  value: input.value,
  validFrom: new Date(input.validFrom),
  validUntil: new Date(input.validUntil),
  maxUses: input.maxUses,
  maxUsesPerUser: input.maxUsesPerUser,
  isActive: input.isActive,
  updatedAt: now,
});

/** Two hosts saving the same name at once: the unique index decides, and the loser hears why. */
const takenOnRace = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (err) {
    if (uniqueViolationOf(err) === 'promo_codes_partner_code_unique') throw codeTaken();
    throw err;
  }
};

export const createPromoCode = async (
  db: Db,
  user: AuthUser,
  input: PromoCodeInput,
  now = new Date(),
): Promise<PromoCode> => {
  const id = await takenOnRace(() =>
    db.transaction(async (tx) => {
      if (!(await canManagePartner(tx, user, input.partnerId))) throw forbidden();
      await checkDrillOfPartner(tx, input.drillId, input.partnerId);
      if (await promoCodeTaken(tx, input.partnerId, input.code, null)) throw codeTaken();
      return insertPromoCode(tx, {
        ...valuesOf(input, now),
        partnerId: input.partnerId,
        createdBy: user.uid,
        createdAt: now,
      });
    }),
  );
  return getPromoCode(db, user, id, now);
};

/** Edits a code; it stays with its company (partnerId must be the code's own). */
export const updatePromoCodeFor = async (
  db: Db,
  user: AuthUser,
  id: number,
  input: PromoCodeInput,
  now = new Date(),
): Promise<PromoCode> => {
  await takenOnRace(() =>
    db.transaction(async (tx) => {
      const current = await requireManagedCode(tx, user, id, now);
      if (input.partnerId !== current.code.partnerId)
        throw fieldError(ErrorCode.VALIDATION, 'partnerId', PaymentAdminMessages.promoPartnerFixed);
      await checkDrillOfPartner(tx, input.drillId, current.code.partnerId);
      if (await promoCodeTaken(tx, current.code.partnerId, input.code, id)) throw codeTaken();
      await updatePromoCode(tx, id, valuesOf(input, now));
    }),
  );
  return getPromoCode(db, user, id, now);
};

/** Deletes a code nobody has used; a used one is turned off instead, so its receipts keep their record. */
export const deletePromoCodeFor = async (db: Db, user: AuthUser, id: number, now = new Date()): Promise<void> =>
  db.transaction(async (tx) => {
    await requireManagedCode(tx, user, id, now);
    if (await promoCodeInUse(tx, id, now))
      throw new AppError(ErrorCode.CONFLICT, PaymentMessages.promoUsedCannotDelete);
    await deletePromoCode(tx, id);
  });
