/**
 * Orders of paid registration (spec §7.6, docs/decisions/032): the server's price, and the caller's order: one
 * open order per person and hackathon, or a registration at once when nothing is left to pay. What happens to
 * an order afterwards is in payment-checkout.service.ts and payment-state.ts.
 */
import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { TeamMessages } from '@elevate/contracts/drills/team.messages';
import { priceOf, type Price } from '@elevate/contracts/payments/money';
import { localCheckoutPath } from '@elevate/contracts/payments/payments.constants';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import type {
  CreateOrderBodySchema,
  Order,
  Quote,
  QuoteRequestSchema,
} from '@elevate/contracts/payments/payments.schema';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { requireDrill, type DrillRow, type TeamRow } from '../drills/drill-access.ts';
import { assertRegistrable, insertRegistrationInTx } from '../drills/participants.service.ts';
import { assertTeamsOpen, assertTeamsUsed, joinTeamInTx } from '../drills/team-rules.ts';
import { feeOf, type Fee } from './payment-config.service.ts';
import type { PaymentsContext } from './payment-context.ts';
import { orderOfAnother, type Answer } from './payment-checkout.service.ts';
import {
  billingOf,
  countCoveredBy,
  coveredRegistrationOf,
  insertPayment,
  lockPaymentById,
  openPaymentOf,
  ownPaidPaymentOf,
  teamByInviteCode,
  updatePayment,
  type NewPayment,
  type PaymentRow,
} from './payments.repository.ts';
import { resolvePromo, type ResolvedPromo } from './promo-codes.service.ts';

type QuoteRequest = z.output<typeof QuoteRequestSchema>;
type CreateOrderBody = z.output<typeof CreateOrderBodySchema>;

const MINUTE = 60_000;

const tampered = () => new AppError(ErrorCode.VALIDATION, PaymentMessages.amountTampered);
const unavailable = () => new AppError(ErrorCode.UNAVAILABLE, PaymentMessages.paymentsUnavailable);

/* ------------------------------------------------------------------ the price */

/** A team whose lead's own payment covers the registrant, and that payment. */
interface Cover {
  team: TeamRow;
  paymentId: string;
}

/** One team fee covers the other seats of one team, however many teams its payer leads in turn. */
const coverIsFull = async (db: DbOrTx, drill: DrillRow, paymentId: string): Promise<boolean> =>
  (await countCoveredBy(db, paymentId)) >= drill.teamMax - 1;

/**
 * The team whose paid lead covers the registrant (team-basis fee with that team's invite code), or null (also
 * when the lead's payment already covers a team's other seats: the registrant pays).
 * `strict` (making an order) refuses a code that is wrong or expired, as joining by code does; the quote
 * just shows the price.
 */
const coveringTeamOf = async (
  db: DbOrTx,
  drill: DrillRow,
  fee: Fee,
  inviteCode: string | undefined,
  now: Date,
  strict: boolean,
): Promise<Cover | null> => {
  if (fee.chargeBasis !== 'team' || !inviteCode) return null;
  const team = await teamByInviteCode(db, drill.id, inviteCode);
  if (!team) {
    if (!strict) return null;
    throw new AppError(ErrorCode.VALIDATION, TeamMessages.codeInvalid, { inviteCode: TeamMessages.codeInvalid });
  }
  if (team.inviteCodeExpiresAt <= now) {
    if (!strict) return null;
    throw new AppError(ErrorCode.LINK_EXPIRED, TeamMessages.codeExpired);
  }
  const paid = await ownPaidPaymentOf(db, team.leadParticipantId);
  if (!paid || (await coverIsFull(db, drill, paid.id))) return null;
  return { team, paymentId: paid.id };
};

/** A promo code as the order applies it (the code's row locked in `tx` when `lock`). */
const promoOf = async (
  db: DbOrTx,
  drill: DrillRow,
  code: string | undefined,
  uid: number,
  now: Date,
  lock: boolean,
): Promise<ResolvedPromo | null> =>
  code ? resolvePromo(db, { drill: { id: drill.id, partnerId: drill.partnerId }, code, uid, now, lock }) : null;

const coveredPrice = (fee: Fee): Price => ({
  listPricePaise: fee.amount * 100,
  discountPaise: fee.amount * 100,
  amountPaise: 0,
});

/** GET wuepayments/entities/{eid}/quote: what registering costs the caller, by the server. */
export const quoteOf = async (
  ctx: PaymentsContext,
  user: AuthUser,
  drillKey: string | number,
  q: QuoteRequest,
): Promise<Quote> => {
  const drill = await requireDrill(ctx.db, drillKey);
  const fee = await feeOf(ctx.db, drill.id);
  const base = {
    entityType: 'drill' as const,
    entityId: drill.id,
    currency: 'INR' as const,
    gstRatePercent: fee.gstRatePercent,
    chargeBasis: fee.chargeBasis,
    refundPolicy: fee.refundPolicy,
  };
  if (fee.amount === 0) {
    return { ...base, ...priceOf(0, null), promo: null, coveredByTeam: false };
  }
  const cover = await coveringTeamOf(ctx.db, drill, fee, q.inviteCode, ctx.now, false);
  if (cover) return { ...base, ...coveredPrice(fee), promo: null, coveredByTeam: true };
  const promo = await promoOf(ctx.db, drill, q.promoCode, user.uid, ctx.now, false);
  return {
    ...base,
    ...priceOf(fee.amount, promo),
    promo: promo ? { code: promo.code, description: promo.description } : null,
    coveredByTeam: false,
  };
};

/* ------------------------------------------------------------------ orders */

const orderView = (ctx: PaymentsContext, row: PaymentRow, drill: DrillRow): Order => ({
  paymentId: row.id,
  status: row.status as Order['status'],
  provider: row.provider as Order['provider'],
  providerOrderId: row.providerOrderId,
  amountPaise: row.amountPaise,
  currency: 'INR',
  keyId: row.provider === 'razorpay' ? (ctx.provider?.keyId ?? null) : null,
  checkoutUrl: row.provider === 'local' ? localCheckoutPath(row.id) : null,
  description: `Registration fee: ${drill.name}`,
  prefill: { name: row.billing.name, email: row.billing.email, contact: row.billing.contact },
  expiresAt: row.expiresAt.toISOString(),
  participantId: row.participantId,
});

const isReusable = (open: PaymentRow, ctx: PaymentsContext, price: Price, promo: ResolvedPromo | null): boolean =>
  open.expiresAt > ctx.now &&
  open.provider === ctx.provider?.name &&
  open.amountPaise === price.amountPaise &&
  open.listPricePaise === price.listPricePaise &&
  (open.promoCodeId ?? null) === (promo?.id ?? null);

/** Closes the payer's open order that a new one replaces (or that expired), so the new one may be inserted. */
const closeOpenOrder = async (tx: Tx, ctx: PaymentsContext, open: PaymentRow): Promise<void> => {
  await updatePayment(tx, open.id, {
    status: 'failed',
    failedAt: ctx.now,
    failureReason: open.expiresAt <= ctx.now ? 'expired' : 'replaced',
  });
};

interface OrderPlan {
  drill: DrillRow;
  user: AuthUser;
  fee: Fee;
  body: CreateOrderBody;
  registration: NewPayment['registration'];
}

const paymentValues = (
  ctx: PaymentsContext,
  plan: OrderPlan,
  price: Price,
  promo: ResolvedPromo | null,
  billing: NewPayment['billing'],
): Omit<NewPayment, 'id' | 'provider' | 'providerOrderId' | 'status'> => ({
  uid: plan.user.uid,
  entityType: 'drill',
  entityId: plan.drill.id,
  ...price,
  currency: 'INR',
  gstRatePercent: plan.fee.gstRatePercent,
  chargeBasis: plan.fee.chargeBasis,
  promoCodeId: promo?.id ?? null,
  promoCode: promo?.code ?? null,
  registration: plan.registration,
  billing,
  expiresAt: new Date(ctx.now.getTime() + ctx.config.PAYMENT_ORDER_TTL_MINUTES * MINUTE),
});

/**
 * Nothing to pay (a promo code of 100 %, or a team-basis fee the lead paid for the team): one transaction
 * records a paid order of provider 'none' and registers (and joins the team), so nothing is half-written.
 */
const registerWithoutCharge = async (
  ctx: PaymentsContext,
  plan: OrderPlan,
  cover: Cover | null,
): Promise<Answer<Order>> => {
  const billing = await billingOf(ctx.db, plan.user.uid);
  const team = cover?.team ?? null;
  const row = await ctx.db.transaction(async (tx) => {
    // The lead's payment row held: two teammates covered at once count one after the other.
    if (cover) {
      const lead = await lockPaymentById(tx, cover.paymentId);
      if (lead?.status !== 'paid' || (await coverIsFull(tx, plan.drill, cover.paymentId))) throw tampered();
    }
    const promo = team ? null : await promoOf(tx, plan.drill, plan.body.promoCode, plan.user.uid, ctx.now, true);
    const price = team ? coveredPrice(plan.fee) : priceOf(plan.fee.amount, promo);
    if (price.amountPaise !== 0 || plan.body.expectedAmountPaise !== 0) throw tampered();
    const open = await openPaymentOf(tx, {
      uid: plan.user.uid,
      entityType: 'drill',
      entityId: plan.drill.id,
      lock: true,
    });
    if (open) await closeOpenOrder(tx, ctx, open);
    const participant = await insertRegistrationInTx(tx, {
      drillId: plan.drill.id,
      uid: plan.user.uid,
      answers: plan.registration.answers,
      lookingForTeam: plan.registration.lookingForTeam,
      pitch: plan.registration.pitch,
    });
    if (participant === 'already-registered') {
      throw new AppError(ErrorCode.CONFLICT, PaymentMessages.alreadyPaid);
    }
    if (team) {
      assertTeamsUsed(plan.drill);
      assertTeamsOpen(plan.drill, team, ctx.now);
      await joinTeamInTx(tx, plan.drill, team, participant, ctx.now);
    }
    const id = randomUUID();
    const inserted = await insertPayment(tx, {
      id,
      ...paymentValues(
        ctx,
        cover ? { ...plan, registration: coveredRegistrationOf(plan.registration, cover.paymentId) } : plan,
        price,
        promo,
        billing,
      ),
      provider: 'none',
      providerOrderId: `none_${id}`,
      providerPaymentId: `none_${id}`,
      status: 'paid',
      participantId: participant.id,
      attemptedAt: ctx.now,
      paidAt: ctx.now,
    });
    if (inserted === 'open-order-exists') throw new Error('open order after closing it');
    return inserted;
  });
  return {
    result: orderView(ctx, row, plan.drill),
    message: team ? PaymentMessages.coveredByTeam : PaymentMessages.registeredAtNoCharge(plan.drill.name),
  };
};

/** Two requests inserted at once and the other one won (the open-order index): answer its order. */
class OpenOrderRace extends Error {}

/**
 * An order to pay through the provider: the payer's open order when it is still good for this price (a double
 * click, a second tab), else a new one. The provider's order is made before the transaction (a network call
 * must not hold row locks); the promo code's use is counted under its row lock inside it.
 */
const orderToPay = async (
  ctx: PaymentsContext,
  plan: OrderPlan,
  price: Price,
  promo: ResolvedPromo | null,
): Promise<Answer<Order>> => {
  const provider = ctx.provider;
  if (!provider) throw unavailable();
  const key = { uid: plan.user.uid, entityType: 'drill', entityId: plan.drill.id };
  const open = await openPaymentOf(ctx.db, key);
  if (open && isReusable(open, ctx, price, promo)) return { result: orderView(ctx, open, plan.drill) };

  const billing = await billingOf(ctx.db, plan.user.uid);
  const id = randomUUID();
  const { providerOrderId } = await provider.createOrder({
    amountPaise: price.amountPaise,
    currency: 'INR',
    receipt: id,
    notes: { entityType: 'drill', entityId: String(plan.drill.id), uid: String(plan.user.uid) },
  });
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const lockedPromo = await promoOf(tx, plan.drill, plan.body.promoCode, plan.user.uid, ctx.now, true);
      const lockedPrice = priceOf(plan.fee.amount, lockedPromo);
      if (lockedPrice.amountPaise !== plan.body.expectedAmountPaise) throw tampered();
      const current = await openPaymentOf(tx, { ...key, lock: true });
      if (current && isReusable(current, ctx, lockedPrice, lockedPromo)) return current;
      if (current) await closeOpenOrder(tx, ctx, current);
      const inserted = await insertPayment(tx, {
        id,
        ...paymentValues(ctx, plan, lockedPrice, lockedPromo, billing),
        provider: provider.name,
        providerOrderId,
        status: 'created',
      });
      // The violation aborted the transaction (PostgreSQL): leave it, then read the order that won.
      if (inserted === 'open-order-exists') throw new OpenOrderRace();
      return inserted;
    });
    return { result: orderView(ctx, row, plan.drill) };
  } catch (err) {
    if (!(err instanceof OpenOrderRace)) throw err;
    const winner = await openPaymentOf(ctx.db, key);
    if (!winner) throw new AppError(ErrorCode.CONFLICT, PaymentMessages.orderClosed);
    return { result: orderView(ctx, winner, plan.drill) };
  }
};

/**
 * POST wuepayments/customers/{cid}/entities/{eid}: the caller's order for registering. The checks of a free
 * registration first (same order, same words), then the price: a price other than the one the page showed
 * refuses the order and writes nothing.
 */
export const createOrder = async (
  ctx: PaymentsContext,
  user: AuthUser,
  customerId: number,
  drillKey: string | number,
  body: CreateOrderBody,
): Promise<Answer<Order>> => {
  if (customerId !== user.uid) throw orderOfAnother();
  const drill = await requireDrill(ctx.db, drillKey);
  const answers = await assertRegistrable(ctx.db, user, drill, body.registration.answers, ctx.now);
  const fee = await feeOf(ctx.db, drill.id);
  if (fee.amount === 0) throw new AppError(ErrorCode.VALIDATION, PaymentMessages.notPaid);
  // Production without Razorpay keys takes no paid registration at all (docs/decisions/032), promo or not.
  if (!ctx.provider) throw unavailable();
  const inviteCode = body.registration.inviteCode?.toUpperCase();
  const plan: OrderPlan = {
    drill,
    user,
    fee,
    body,
    registration: {
      answers,
      lookingForTeam: body.registration.lookingForTeam ?? false,
      pitch: body.registration.pitch ?? '',
      ...(inviteCode ? { inviteCode } : {}),
    },
  };
  const cover = await coveringTeamOf(ctx.db, drill, fee, inviteCode, ctx.now, true);
  if (cover) {
    if (body.expectedAmountPaise !== 0) throw tampered();
    return registerWithoutCharge(ctx, plan, cover);
  }
  const promo = await promoOf(ctx.db, drill, body.promoCode, user.uid, ctx.now, false);
  const price = priceOf(fee.amount, promo);
  if (price.amountPaise !== body.expectedAmountPaise) throw tampered();
  if (price.amountPaise === 0) return registerWithoutCharge(ctx, plan, null);
  return orderToPay(ctx, plan, price, promo);
};
