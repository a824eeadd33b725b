/**
 * `drill/{id}/paymentconfigurations`: a hackathon's registration fee (spec §7.6).
 * OWNER: the fees-and-promo-codes helper. feeOf's signature is shared with the orders helper.
 */
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { CHARGE_BASES, DEFAULT_GST_RATE_PERCENT } from '@elevate/contracts/payments/payments.constants';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import type { PaymentConfiguration, PaymentConfigurationInput } from '@elevate/contracts/payments/payments.schema';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { DRILL_NOT_FOUND, isDrillHost, requireHostedDrill, type DrillRow } from '../drills/drill-access.ts';
import {
  drillById,
  findPaymentConfiguration,
  hasPaymentsFor,
  lockPaymentConfiguration,
  upsertPaymentConfiguration,
  type PaymentConfigurationRow,
} from './payment-config.repository.ts';

export interface Fee {
  /** Whole rupees, GST included; 0 is free. */
  amount: number;
  gstRatePercent: number;
  chargeBasis: 'participant' | 'team';
  refundPolicy: string;
}

const chargeBasisOf = (s: string): Fee['chargeBasis'] =>
  (CHARGE_BASES as readonly string[]).includes(s) ? (s as Fee['chargeBasis']) : 'participant';

const toFee = (row: PaymentConfigurationRow | null): Fee =>
  row
    ? {
        amount: row.amount,
        gstRatePercent: row.gstRatePercent,
        chargeBasis: chargeBasisOf(row.chargeBasis),
        refundPolicy: row.refundPolicy,
      }
    : { amount: 0, gstRatePercent: DEFAULT_GST_RATE_PERCENT, chargeBasis: 'participant', refundPolicy: '' };

/** The fee of a hackathon; a hackathon without a configuration is free. */
export const feeOf = async (db: DbOrTx, drillId: number): Promise<Fee> =>
  toFee(await findPaymentConfiguration(db, drillId));

const toConfiguration = (
  drillId: number,
  row: PaymentConfigurationRow | null,
  hasPayments: boolean,
): PaymentConfiguration => ({
  drillId,
  ...toFee(row),
  hasPayments,
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

/**
 * The fee as the hackathon page and the console read it: anyone sees a published hackathon's; a draft's only
 * its hosts (others get 404, as if it did not exist).
 */
export const getPaymentConfiguration = async (
  db: DbOrTx,
  user: AuthUser | null,
  drillId: number,
): Promise<PaymentConfiguration> => {
  const drill = await drillById(db, drillId);
  if (!drill || (!drill.isPublished && !(await isDrillHost(db, user, drill)))) throw notFound(DRILL_NOT_FOUND);
  const [row, hasPayments] = await Promise.all([findPaymentConfiguration(db, drillId), hasPaymentsFor(db, drillId)]);
  return toConfiguration(drillId, row, hasPayments);
};

const lockedField = (field: 'amount' | 'chargeBasis' | 'gstRatePercent') =>
  new AppError(ErrorCode.VALIDATION, PaymentMessages.feeLockedAfterPayments, {
    [field]: PaymentMessages.feeLockedAfterPayments,
  });

/**
 * A host sets the fee. Once anyone has paid, what they paid must stay what the hackathon charges: the amount,
 * the GST rate and the basis are locked; the refund policy stays editable.
 */
export const savePaymentConfiguration = async (
  db: Db,
  user: AuthUser,
  drillId: number,
  input: PaymentConfigurationInput,
  now = new Date(),
): Promise<PaymentConfiguration> =>
  db.transaction(async (tx) => {
    const drill: DrillRow = await requireHostedDrill(tx, user, drillId);
    await lockPaymentConfiguration(tx, drill.id);
    const current = toFee(await findPaymentConfiguration(tx, drill.id));
    const hasPayments = await hasPaymentsFor(tx, drill.id);
    if (hasPayments) {
      if (input.amount !== current.amount) throw lockedField('amount');
      if (input.chargeBasis !== current.chargeBasis) throw lockedField('chargeBasis');
      if (input.gstRatePercent !== current.gstRatePercent) throw lockedField('gstRatePercent');
    }
    const row = await upsertPaymentConfiguration(tx, drill.id, { ...input, updatedBy: user.uid, now });
    return toConfiguration(drill.id, row, hasPayments);
  });
