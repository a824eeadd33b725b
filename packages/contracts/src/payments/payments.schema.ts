import { z } from 'zod';
import { listOf } from '../common/envelope.ts';
import { blankIsUnset, idOf } from '../common/query-params.ts';
import type { FormAnswers } from '../drills/form-fields.schema.ts';
import { RawAnswersSchema, PitchSchema } from '../drills/participation.schema.ts';
import {
  CHARGE_BASES,
  GST_RATES_PERCENT,
  MAX_FEE_RUPEES,
  PAYMENT_ENTITY_TYPES,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  PAYMENTS_PAGE_MAX,
  PAYMENTS_PAGE_SIZE,
  PROMO_CODE_MAX,
  PROMO_CODE_PATTERN,
  PROMO_DESCRIPTION_MAX,
  PROMO_KINDS,
  REFUND_POLICY_MAX,
} from './payments.constants.ts';
import { PaymentMessages } from './payments.messages.ts';

const iso = z.iso.datetime({ offset: true });

/* ------------------------------------------------------------------ stored shapes */

/** What a registration is made with once its payment is verified (kept on the order). */
export interface PendingRegistration {
  answers: FormAnswers;
  lookingForTeam: boolean;
  pitch: string;
  /** Team-basis fee: the invite code of a team whose payment covers the registrant. */
  inviteCode?: string;
}

/** Who pays, as the receipt names them; state decides CGST + SGST or IGST. */
export interface PaymentBilling {
  name: string;
  email: string;
  contact: string;
  /** Indian state of the buyer (profile), or null when unknown (IGST then). */
  state: string | null;
}

/* ------------------------------------------------------------------ fee (drill/{id}/paymentconfigurations) */

export const PaymentConfigurationSchema = z.object({
  drillId: z.number().int(),
  /** Whole rupees, GST included; 0 is free. */
  amount: z.number().int(),
  gstRatePercent: z.number().int(),
  chargeBasis: z.enum(CHARGE_BASES),
  refundPolicy: z.string(),
  /** Whether anyone has paid: then amount and chargeBasis are locked. */
  hasPayments: z.boolean(),
  updatedAt: iso.nullable(),
});
export type PaymentConfiguration = z.infer<typeof PaymentConfigurationSchema>;

export const PaymentConfigurationInputSchema = z.object({
  amount: z
    .number({ error: PaymentMessages.amountRequired })
    .int(PaymentMessages.amountWhole)
    .min(0, PaymentMessages.amountRequired)
    .max(MAX_FEE_RUPEES, PaymentMessages.amountMax(MAX_FEE_RUPEES)),
  gstRatePercent: z
    .number({ error: PaymentMessages.gstRateInvalid })
    .int()
    .refine((r) => (GST_RATES_PERCENT as readonly number[]).includes(r), PaymentMessages.gstRateInvalid),
  chargeBasis: z.enum(CHARGE_BASES),
  refundPolicy: z.string().trim().max(REFUND_POLICY_MAX, PaymentMessages.refundPolicyMax(REFUND_POLICY_MAX)),
});
export type PaymentConfigurationInput = z.infer<typeof PaymentConfigurationInputSchema>;

/* ------------------------------------------------------------------ promo codes (promocodes) */

export const PromoCodeTextSchema = z
  .string({ error: PaymentMessages.promoCodeRequired })
  .trim()
  .min(1, PaymentMessages.promoCodeRequired)
  .max(PROMO_CODE_MAX, PaymentMessages.promoCodeFormat)
  .transform((s) => s.toUpperCase())
  .refine((s) => PROMO_CODE_PATTERN.test(s), PaymentMessages.promoCodeFormat);

export const PromoCodeSchema = z.object({
  id: z.number().int(),
  partnerId: z.number().int(),
  /** null: every hackathon of the host. */
  drillId: z.number().int().nullable(),
  drillName: z.string().nullable(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(PROMO_KINDS),
  value: z.number().int(),
  validFrom: iso,
  validUntil: iso,
  maxUses: z.number().int().nullable(),
  maxUsesPerUser: z.number().int(),
  isActive: z.boolean(),
  /** Paid uses, and uses held by unpaid orders that have not expired. */
  usedCount: z.number().int(),
  heldCount: z.number().int(),
  createdAt: iso,
});
export type PromoCode = z.infer<typeof PromoCodeSchema>;
export const PromoCodeListSchema = listOf(PromoCodeSchema);

export const PromoCodeInputSchema = z
  .object({
    partnerId: z.number().int().positive(),
    drillId: z.number().int().positive().nullable(),
    code: PromoCodeTextSchema,
    description: z.string().trim().max(PROMO_DESCRIPTION_MAX).default(''),
    kind: z.enum(PROMO_KINDS),
    value: z.number({ error: PaymentMessages.promoValueRequired }).int(PaymentMessages.promoValueRequired),
    validFrom: iso,
    validUntil: iso,
    maxUses: z.number().int(PaymentMessages.promoMaxUses).min(1, PaymentMessages.promoMaxUses).nullable(),
    maxUsesPerUser: z.number().int().min(1, PaymentMessages.promoPerUser).max(10, PaymentMessages.promoPerUser),
    isActive: z.boolean().default(true),
  })
  .superRefine((p, ctx) => {
    if (p.kind === 'percent' && (p.value < 1 || p.value > 100))
      ctx.addIssue({ code: 'custom', path: ['value'], message: PaymentMessages.promoPercentRange });
    if (p.kind === 'flat' && (p.value < 1 || p.value > MAX_FEE_RUPEES))
      ctx.addIssue({ code: 'custom', path: ['value'], message: PaymentMessages.promoFlatRange });
    if (Date.parse(p.validUntil) <= Date.parse(p.validFrom))
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: PaymentMessages.promoDatesOrder });
  });
export type PromoCodeInput = z.input<typeof PromoCodeInputSchema>;

export const PromoCodeListQuerySchema = z.object({
  partnerId: idOf('partnerId').optional(),
  drillId: idOf('drillId').optional(),
  limit: z.coerce.number().int().min(1).max(PAYMENTS_PAGE_MAX).default(PAYMENTS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});

/* ------------------------------------------------------------------ price and orders (wuepayments) */

export const QuoteRequestSchema = z.object({
  promoCode: blankIsUnset(PromoCodeTextSchema.optional()),
  inviteCode: blankIsUnset(z.string().trim().max(32).optional()),
});
export type QuoteRequest = z.input<typeof QuoteRequestSchema>;

/** The server's price of one registration: the page shows this and nothing else. */
export const QuoteSchema = z.object({
  entityType: z.enum(PAYMENT_ENTITY_TYPES),
  entityId: z.number().int(),
  listPricePaise: z.number().int(),
  discountPaise: z.number().int(),
  amountPaise: z.number().int(),
  currency: z.literal('INR'),
  gstRatePercent: z.number().int(),
  chargeBasis: z.enum(CHARGE_BASES),
  refundPolicy: z.string(),
  promo: z.object({ code: z.string(), description: z.string() }).nullable(),
  /** Team basis with the invite code of a paid team: nothing to pay. */
  coveredByTeam: z.boolean(),
});
export type Quote = z.infer<typeof QuoteSchema>;

/** POST wuepayments/customers/{cid}/entities/{eid}: cid is the caller's uid, eid the hackathon. */
export const CreateOrderBodySchema = z.object({
  entityType: z.enum(PAYMENT_ENTITY_TYPES).default('drill'),
  promoCode: blankIsUnset(PromoCodeTextSchema.optional()),
  /** The amount the page showed, in paise: a different server price refuses the order (nothing charged). */
  expectedAmountPaise: z.number().int().min(0),
  registration: z.object({
    answers: RawAnswersSchema.default({}),
    lookingForTeam: z.boolean().optional(),
    pitch: PitchSchema.optional(),
    inviteCode: blankIsUnset(z.string().trim().max(32).optional()),
  }),
});
export type CreateOrderBody = z.input<typeof CreateOrderBodySchema>;

/** What the browser needs to take the payment. */
export const OrderSchema = z.object({
  paymentId: z.uuid(),
  status: z.enum(PAYMENT_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  providerOrderId: z.string(),
  amountPaise: z.number().int(),
  currency: z.literal('INR'),
  /** Razorpay Checkout's key (public); null for other providers. */
  keyId: z.string().nullable(),
  /** The local provider's checkout page; null for other providers. */
  checkoutUrl: z.string().nullable(),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
  expiresAt: iso,
  /** Set when nothing was left to pay (promo code of 100 %, or covered by the team): already registered. */
  participantId: z.number().int().nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

/** The browser's callback after Checkout (Razorpay's handler fields, also sent by the local checkout). */
export const VerifyPaymentBodySchema = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});
export type VerifyPaymentBody = z.infer<typeof VerifyPaymentBodySchema>;

/** The browser's report that Checkout failed or was closed (nothing is trusted from it but the attempt). */
export const PaymentFailureBodySchema = z.object({
  reason: z.string().trim().max(300).default(''),
});

/** The local provider's checkout page: what it shows, and the outcome the person picks. */
export const LocalCheckoutSchema = z.object({
  paymentId: z.uuid(),
  providerOrderId: z.string(),
  amountPaise: z.number().int(),
  description: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  expiresAt: iso,
  entityType: z.enum(PAYMENT_ENTITY_TYPES),
  entityId: z.number().int(),
});
export type LocalCheckout = z.infer<typeof LocalCheckoutSchema>;
export const LOCAL_CHECKOUT_OUTCOMES = ['pay', 'fail', 'pending'] as const;
export const LocalCheckoutActionSchema = z.object({ outcome: z.enum(LOCAL_CHECKOUT_OUTCOMES) });

/** One payment as its payer sees it (status pages, receipts). */
export const PaymentViewSchema = z.object({
  paymentId: z.uuid(),
  status: z.enum(PAYMENT_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  entityType: z.enum(PAYMENT_ENTITY_TYPES),
  entityId: z.number().int(),
  entityName: z.string(),
  entityCustUrl: z.string(),
  listPricePaise: z.number().int(),
  discountPaise: z.number().int(),
  amountPaise: z.number().int(),
  promoCode: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  participantId: z.number().int().nullable(),
  failureReason: z.string().nullable(),
  createdAt: iso,
  paidAt: iso.nullable(),
  refundedAt: iso.nullable(),
  expiresAt: iso,
  /** Whether paying again can still register (registration open, not registered). */
  canRetry: z.boolean(),
});
export type PaymentView = z.infer<typeof PaymentViewSchema>;

/** The payments list of admins (every hackathon) and hosts (their own). */
export const PaymentListItemSchema = PaymentViewSchema.extend({
  payerName: z.string(),
  payerEmail: z.string(),
  providerOrderId: z.string(),
  providerPaymentId: z.string().nullable(),
  refundReason: z.string().nullable(),
});
export type PaymentListItem = z.infer<typeof PaymentListItemSchema>;
export const PaymentListSchema = listOf(PaymentListItemSchema).extend({
  /** Paise received (paid, less refunded) among the rows that match. */
  totals: z.object({ paidPaise: z.number().int(), refundedPaise: z.number().int(), count: z.number().int() }),
});

export const PaymentListQuerySchema = z.object({
  drillId: idOf('drillId').optional(),
  partnerId: idOf('partnerId').optional(),
  status: blankIsUnset(z.enum(PAYMENT_STATUSES).optional()),
  from: blankIsUnset(z.iso.date().optional()),
  to: blankIsUnset(z.iso.date().optional()),
  q: blankIsUnset(z.string().trim().max(100).optional()),
  limit: z.coerce.number().int().min(1).max(PAYMENTS_PAGE_MAX).default(PAYMENTS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
export type PaymentListQuery = z.infer<typeof PaymentListQuerySchema>;

/** A host cancels a hackathon: every paid registration is refunded. */
export const CancelDrillBodySchema = z.object({
  reason: z.string().trim().min(1, PaymentMessages.cancelReasonRequired).max(500),
});

export const RefundBodySchema = z.object({ reason: z.string().trim().min(1).max(300) });

/* ------------------------------------------------------------------ local checkout's answer (orders helper) */

/**
 * What the local checkout's action answers: for 'pay', Razorpay Checkout's handler fields, which the page then
 * posts to `payments/{id}/verify` as Razorpay's Checkout would; null for 'fail' and 'pending'.
 */
export const LocalCheckoutResultSchema = VerifyPaymentBodySchema.nullable();
export type LocalCheckoutResult = z.infer<typeof LocalCheckoutResultSchema>;
