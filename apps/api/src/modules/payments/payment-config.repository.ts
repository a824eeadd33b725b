import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { drills } from '../../db/schema/drills.ts';
import { paymentConfigurations, payments } from '../../db/schema/payments.ts';

/** The SQL of a hackathon's fee: its configuration row, the fee mirrored on the hackathon, whether anyone paid. */

export type PaymentConfigurationRow = typeof paymentConfigurations.$inferSelect;

/** A hackathon by id, published or not (access is the service's decision). */
export const drillById = async (db: DbOrTx, drillId: number): Promise<typeof drills.$inferSelect | null> => {
  const [row] = await db.select().from(drills).where(eq(drills.id, drillId)).limit(1);
  return row ?? null;
};

export const findPaymentConfiguration = async (
  db: DbOrTx,
  drillId: number,
): Promise<PaymentConfigurationRow | null> => {
  const [row] = await db
    .select()
    .from(paymentConfigurations)
    .where(eq(paymentConfigurations.drillId, drillId))
    .limit(1);
  return row ?? null;
};

/**
 * Whether money has been taken for the hackathon: a paid order, or one refunded since (its receipt still
 * states the fee and how it was charged).
 */
export const hasPaymentsFor = async (db: DbOrTx, drillId: number): Promise<boolean> => {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(payments)
    .where(
      and(
        eq(payments.entityType, 'drill'),
        eq(payments.entityId, drillId),
        inArray(payments.status, ['paid', 'refunded']),
      ),
    )
    .limit(1);
  return row !== undefined;
};

export interface PaymentConfigurationValues {
  amount: number;
  gstRatePercent: number;
  chargeBasis: string;
  refundPolicy: string;
  updatedBy: number;
  now: Date;
}

/** Writes the fee and mirrors its amount onto the hackathon (cards and the fee filter read that column). */
export const upsertPaymentConfiguration = async (
  tx: DbOrTx,
  drillId: number,
  v: PaymentConfigurationValues,
): Promise<PaymentConfigurationRow> => {
  const values = {
    amount: v.amount,
    gstRatePercent: v.gstRatePercent,
    chargeBasis: v.chargeBasis,
    refundPolicy: v.refundPolicy,
    updatedBy: v.updatedBy,
    updatedAt: v.now,
  };
  const [row] = await tx
    .insert(paymentConfigurations)
    .values({ drillId, ...values, createdAt: v.now })
    .onConflictDoUpdate({ target: paymentConfigurations.drillId, set: values })
    .returning();
  await tx.update(drills).set({ registrationFee: v.amount }).where(eq(drills.id, drillId));
  return row!;
};

/** Locks the configuration row (when there is one) so a fee change and a first payment cannot cross. */
export const lockPaymentConfiguration = async (tx: DbOrTx, drillId: number): Promise<void> => {
  await tx
    .select({ drillId: paymentConfigurations.drillId })
    .from(paymentConfigurations)
    .where(eq(paymentConfigurations.drillId, drillId))
    .for('update');
};
