/**
 * The payments list of admins (every hackathon) and hosts (their own), its CSV, and a host's refund of one
 * paid registration (issue 13).
 */
import type { z } from 'zod';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { formatPaiseExact, gstOf } from '@elevate/contracts/payments/money';
import type {
  PaymentEntityType,
  PaymentProviderName,
  PaymentStatus,
} from '@elevate/contracts/payments/payments.constants';
import { PaymentAdminMessages, PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import type {
  PaymentListItem,
  PaymentListQuerySchema,
  PaymentListSchema,
} from '@elevate/contracts/payments/payments.schema';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { csvLine, istDate } from '../applications/applicants-csv.ts';
import { isDrillHost } from '../drills/drill-access.ts';
import { canManagePartner } from '../partners/partner-access.ts';
import type { Queue } from '../queue/queue.service.ts';
import {
  findPaymentForAdmin,
  listPayments,
  setRefundReason,
  type PaymentListFilter,
  type PaymentListRow,
} from './payment-admin.repository.ts';
import { drillById } from './payment-config.repository.ts';
import { enqueueRefund } from './payment-refunds.ts';

type PaymentListQuery = z.output<typeof PaymentListQuerySchema>;
export type PaymentListFilterQuery = Omit<PaymentListQuery, 'limit' | 'offset'>;
type PaymentList = z.infer<typeof PaymentListSchema>;

/** The most rows one CSV holds, like the other exports. */
export const PAYMENTS_CSV_MAX_ROWS = 20_000;

const IST_OFFSET = '+05:30';
const DAY_MS = 24 * 60 * 60 * 1000;

/** An IST calendar day as the instant it starts (`2026-11-24` → 2026-11-23T18:30Z). */
const istDayStart = (day: string): Date => new Date(`${day}T00:00:00${IST_OFFSET}`);

const toItem = (r: PaymentListRow, now: Date): PaymentListItem => {
  const p = r.payment;
  return {
    paymentId: p.id,
    status: p.status as PaymentStatus,
    provider: p.provider as PaymentProviderName,
    entityType: p.entityType as PaymentEntityType,
    entityId: p.entityId,
    entityName: r.drillName,
    entityCustUrl: r.drillCustUrl,
    listPricePaise: p.listPricePaise,
    discountPaise: p.discountPaise,
    amountPaise: p.amountPaise,
    promoCode: p.promoCode,
    receiptNumber: p.receiptNumber,
    participantId: p.participantId,
    failureReason: p.failureReason,
    createdAt: p.createdAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
    refundedAt: p.refundedAt?.toISOString() ?? null,
    expiresAt: p.expiresAt.toISOString(),
    canRetry: !r.cancelledAt && now < r.registrationEndDt && !r.hasRegistration,
    payerName: p.billing.name,
    payerEmail: p.billing.email,
    providerOrderId: p.providerOrderId,
    providerPaymentId: p.providerPaymentId,
    refundReason: p.refundReason,
  };
};

/**
 * Which orders the caller may see: admins every hackathon's; an employer those of a company they belong to or
 * of a hackathon they host, and must name one (403 otherwise); anyone else none.
 */
const filterFor = async (db: DbOrTx, user: AuthUser, q: PaymentListFilterQuery): Promise<PaymentListFilter> => {
  const admin = user.role === 'admin';
  if (!admin && user.role !== 'employer') throw forbidden();
  if (!admin && q.partnerId === undefined && q.drillId === undefined)
    throw forbidden(PaymentAdminMessages.paymentsListScope);
  if (q.drillId !== undefined) {
    const drill = await drillById(db, q.drillId);
    if (!drill) throw notFound();
    if (!(await isDrillHost(db, user, drill))) throw forbidden();
  }
  if (q.partnerId !== undefined && !(await canManagePartner(db, user, q.partnerId))) throw forbidden();
  return {
    ...(q.partnerId === undefined ? {} : { partnerIds: [q.partnerId] }),
    ...(q.drillId === undefined ? {} : { drillId: q.drillId }),
    ...(q.status === undefined ? {} : { status: q.status }),
    ...(q.from === undefined ? {} : { from: istDayStart(q.from) }),
    ...(q.to === undefined ? {} : { until: new Date(istDayStart(q.to).getTime() + DAY_MS) }),
    ...(q.q === undefined ? {} : { q: q.q }),
  };
};

export const listPaymentsFor = async (
  db: DbOrTx,
  user: AuthUser,
  q: PaymentListQuery,
  now = new Date(),
): Promise<PaymentList> => {
  const filter = await filterFor(db, user, q);
  const found = await listPayments(db, { ...filter, limit: q.limit, offset: q.offset });
  return {
    data: found.rows.map((r) => toItem(r, now)),
    totalRecordCount: found.count,
    totalRecords: found.count,
    totals: { paidPaise: found.paidPaise, refundedPaise: found.refundedPaise, count: found.count },
  };
};

/* ------------------------------------------------------------------ CSV */

export const PAYMENTS_CSV_HEADER = [
  'Date (IST)',
  'Receipt',
  'Hackathon',
  'Payer',
  'Email',
  'Status',
  'List price (₹)',
  'Discount (₹)',
  'Promo code',
  'Amount (₹)',
  'GST (₹)',
  'Provider order',
  'Provider payment',
  'Refund',
] as const;

const refundOf = (p: PaymentListRow['payment']): string =>
  p.status !== 'refunded'
    ? ''
    : [p.refundedAt ? istDate(p.refundedAt.toISOString()) : '', p.refundId ?? ''].filter(Boolean).join(' ');

/**
 * The orders as a CSV file: amounts in rupees with two decimals, the GST inside each amount, formula-safe
 * cells and a byte-order mark (the writer every export uses).
 */
export const paymentsCsv = (rows: PaymentListRow[]): string => {
  const lines = rows.map(({ payment: p, drillName }) => {
    const gst = gstOf(p.amountPaise, p.gstRatePercent, false);
    return csvLine([
      istDate(p.createdAt.toISOString()),
      p.receiptNumber ?? '',
      drillName,
      p.billing.name,
      p.billing.email,
      p.status,
      formatPaiseExact(p.listPricePaise),
      formatPaiseExact(p.discountPaise),
      p.promoCode ?? '',
      formatPaiseExact(p.amountPaise),
      formatPaiseExact(gst.igstPaise),
      p.providerOrderId,
      p.providerPaymentId ?? '',
      refundOf(p),
    ]);
  });
  return '\uFEFF' + [csvLine([...PAYMENTS_CSV_HEADER]), ...lines].join('\r\n') + '\r\n';
};

export const exportPaymentsCsv = async (
  db: DbOrTx,
  user: AuthUser,
  q: PaymentListFilterQuery,
  now = new Date(),
): Promise<{ fileName: string; csv: string }> => {
  const filter = await filterFor(db, user, q);
  const { rows } = await listPayments(db, { ...filter, limit: PAYMENTS_CSV_MAX_ROWS, offset: 0 });
  const day = istDate(now.toISOString());
  return { fileName: `elevate-payments-${day}.csv`, csv: paymentsCsv(rows) };
};

/* ------------------------------------------------------------------ refund */

/**
 * A host refunds one paid registration: the refund is queued (the provider is called in the background) and
 * the order answered as it stands, with its reason. Only a paid order can be refunded (409 otherwise).
 */
export const refundPayment = async (
  deps: { db: Db; queue: Queue },
  user: AuthUser,
  paymentId: string,
  reason: string,
  now = new Date(),
): Promise<PaymentListItem> =>
  deps.db.transaction(async (tx) => {
    const found = await findPaymentForAdmin(tx, paymentId);
    if (!found) throw notFound();
    const drill = await drillById(tx, found.payment.entityId);
    if (!drill || !(await isDrillHost(tx, user, drill))) throw forbidden();
    if (found.payment.status !== 'paid') throw new AppError(ErrorCode.CONFLICT, PaymentMessages.notRefundable);
    const kept = await setRefundReason(tx, paymentId, reason);
    await enqueueRefund(tx, deps.queue, { paymentId, reason: kept });
    return toItem({ ...found, payment: { ...found.payment, refundReason: kept } }, now);
  });
