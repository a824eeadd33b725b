/**
 * `drill/{id}/paymentconfigurations`: a hackathon's registration fee (spec §7.6).
 * OWNER: the fees-and-promo-codes helper. feeOf's signature is shared with the orders helper.
 */
import type { DbOrTx } from '../../db/client.ts';

export interface Fee {
  /** Whole rupees, GST included; 0 is free. */
  amount: number;
  gstRatePercent: number;
  chargeBasis: 'participant' | 'team';
  refundPolicy: string;
}

/** The fee of a hackathon; a hackathon without a configuration is free. */
export const feeOf = async (_db: DbOrTx, _drillId: number): Promise<Fee> => {
  throw new Error('not built yet');
};
