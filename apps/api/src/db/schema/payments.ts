import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PaymentBilling, PendingRegistration } from '@elevate/contracts/payments/payments.schema';
import { drillParticipants, drills } from './drills.ts';
import { partners } from './partners.ts';
import { users } from './users.ts';

/**
 * Paid hackathon registration (docs/decisions/032): the host's fee per hackathon, promo codes, one row per
 * order with its state (created → attempted → paid or failed → refunded), the provider events seen (webhooks,
 * deduplicated by their id) and the receipt numbers of each financial year.
 */

/** `drill/{id}/paymentconfigurations`: the registration fee of one hackathon. drills.registration_fee mirrors amount. */
export const paymentConfigurations = pgTable('payment_configurations', {
  drillId: integer('drill_id')
    .primaryKey()
    .references(() => drills.id, { onDelete: 'cascade' }),
  /** Whole rupees, GST included; 0 makes the hackathon free. */
  amount: integer('amount').notNull().default(0),
  /** GST rate in percent included in amount (18 for event services). */
  gstRatePercent: integer('gst_rate_percent').notNull().default(18),
  /** 'participant' (each registration pays) or 'team' (one payment covers the payer's team). */
  chargeBasis: text('charge_basis').notNull().default('participant'),
  refundPolicy: text('refund_policy').notNull().default(''),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** `promocodes`: a host's discount codes, for one of its hackathons or all of them. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    /** The host company whose hackathons the code applies to. */
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** One hackathon of the host, or null for all of the host's hackathons. */
    drillId: integer('drill_id').references(() => drills.id, { onDelete: 'cascade' }),
    /** Upper case letters, digits and dashes; unique per host. */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    /** 'percent' (value 1–100) or 'flat' (value in whole rupees). */
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    /** Uses in all (paid orders, plus unpaid ones until they expire); null is unlimited. */
    maxUses: integer('max_uses'),
    maxUsesPerUser: integer('max_uses_per_user').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_partner_code_unique').on(t.partnerId, sql`upper(${t.code})`),
    index('promo_codes_drill_idx').on(t.drillId),
  ],
);

/** One order for one registration (entity), and everything that happened to it. */
export const payments = pgTable(
  'payments',
  {
    /** Random, so an address holding it says nothing about other orders. */
    id: uuid('id').primaryKey(),
    /** The payer; null once they delete their account (the order and its receipt stay, as tax law requires). */
    uid: integer('uid').references(() => users.id, { onDelete: 'set null' }),
    /** 'drill' for now; the path's entityType. */
    entityType: text('entity_type').notNull().default('drill'),
    entityId: integer('entity_id')
      .notNull()
      .references(() => drills.id, { onDelete: 'restrict' }),
    /** The registration this payment made, once paid. */
    participantId: integer('participant_id').references(() => drillParticipants.id, { onDelete: 'set null' }),
    /** 'created' | 'attempted' | 'paid' | 'failed' | 'refunded'. */
    status: text('status').notNull().default('created'),
    /** 'local' | 'razorpay' | 'none' (nothing to charge after a promo code). */
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id'),
    /** The fee before the promo code, the discount, and what is charged, all in paise. */
    listPricePaise: integer('list_price_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    gstRatePercent: integer('gst_rate_percent').notNull(),
    chargeBasis: text('charge_basis').notNull().default('participant'),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    promoCode: text('promo_code'),
    /** The answers the registration is made with once the payment is verified. */
    registration: jsonb('registration').$type<PendingRegistration>().notNull(),
    /** Who pays, as the receipt names them (taken when the order is made). */
    billing: jsonb('billing').$type<PaymentBilling>().notNull(),
    /** An unpaid order stops being reused (and stops holding a promo code use) after this. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundId: text('refund_id'),
    refundReason: text('refund_reason'),
    /** ELV/2026-27/000123: given once, when the payment is verified. */
    receiptNumber: text('receipt_number').unique(),
    receiptIssuedAt: timestamp('receipt_issued_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_order_unique').on(t.provider, t.providerOrderId),
    /** One unpaid order per registration: a second click or tab reuses it. */
    uniqueIndex('payments_open_order_unique')
      .on(t.entityType, t.entityId, t.uid)
      .where(sql`${t.status} in ('created', 'attempted')`),
    index('payments_entity_status_idx').on(t.entityType, t.entityId, t.status, t.createdAt),
    index('payments_uid_idx').on(t.uid, t.createdAt),
    index('payments_promo_idx').on(t.promoCodeId, t.status),
    index('payments_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** Every provider event seen (webhooks and the local provider's), once: a replay is recognised by its id. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    /** The provider's event id (Razorpay's x-razorpay-event-id). */
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    eventType: text('event_type').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    payload: jsonb('payload').notNull(),
    /** What processing did: 'applied', 'ignored' (nothing to change) or 'unknown-order'. */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId)],
);

/** The last receipt number given in each financial year ('2026-27'). */
export const paymentReceiptCounters = pgTable('payment_receipt_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});
