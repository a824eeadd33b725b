/** Query keys of paying: everything starts with ['payments'], so a settled payment can refresh it all. */
export const paymentKeys = {
  all: ['payments'] as const,
  quote: (drillId: number, promoCode: string | null, inviteCode: string | null) =>
    [...paymentKeys.all, 'quote', drillId, promoCode, inviteCode] as const,
  payment: (paymentId: string) => [...paymentKeys.all, 'payment', paymentId] as const,
  latest: (drillId: number) => [...paymentKeys.all, 'latest', drillId] as const,
  localCheckout: (paymentId: string) => [...paymentKeys.all, 'local-checkout', paymentId] as const,
};
