/**
 * Promo codes (`promocodes` CRUD, spec §7.2) and the one rule that applies a code to an order.
 * OWNER: the fees-and-promo-codes helper. resolvePromo's signature is shared with the orders helper.
 */
import type { DbOrTx } from '../../db/client.ts';

export interface ResolvedPromo {
  id: number;
  code: string;
  description: string;
  kind: 'percent' | 'flat';
  value: number;
}

/**
 * The promo code `code` for this hackathon and payer, or an AppError (400, field `promoCode`, the words of
 * PaymentMessages: invalid, not started, expired, turned off, used up, used by you). Uses counted: paid
 * orders, plus unpaid ones that have not expired, except the payer's own open order of this hackathon
 * (it is being replaced). With `lock`, the code's row is locked (FOR UPDATE) in `tx` so that concurrent
 * orders count one after another: call it inside the transaction that inserts the order.
 */
export const resolvePromo = async (
  _tx: DbOrTx,
  _p: { drill: { id: number; partnerId: number | null }; code: string; uid: number; now: Date; lock: boolean },
): Promise<ResolvedPromo> => {
  throw new Error('not built yet');
};
