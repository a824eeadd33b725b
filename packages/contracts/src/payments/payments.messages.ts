import { rupees } from './money.ts';

/** What payments say to people: the forms, the API and the mails use these words. */
export const PaymentMessages = {
  amountRequired: 'Enter the fee in rupees (0 makes the hackathon free).',
  amountWhole: 'Enter the fee in whole rupees.',
  amountMax: (max: number) => `The fee can be at most ${rupees(max)}.`,
  gstRateInvalid: 'Choose a GST rate of 0, 5, 12, 18 or 28 %.',
  refundPolicyMax: (max: number) => `Keep the refund policy within ${max} characters.`,
  feeLockedAfterPayments:
    'People have already paid for this hackathon: the fee and how it is charged can no longer change. You can still edit the refund policy.',
  configurationSaved: 'Registration fee saved.',

  promoCodeRequired: 'Enter a promo code.',
  promoCodeFormat: 'Use 3 to 24 capital letters, digits or dashes, starting with a letter or digit.',
  promoCodeTaken: 'You already have a promo code with this name.',
  promoValueRequired: 'Enter the discount.',
  promoPercentRange: 'A percentage discount is between 1 and 100.',
  promoFlatRange: 'A flat discount is between ₹1 and the largest fee.',
  promoDatesOrder: 'The code must end after it starts.',
  promoMaxUses: 'Enter a whole number of uses (1 or more), or leave it empty for no limit.',
  promoPerUser: 'Each person can use a code 1 to 10 times.',
  promoDrillNotYours: 'Choose one of your own hackathons.',
  promoSaved: 'Promo code saved.',
  promoDeleted: 'Promo code deleted.',
  promoUsedCannotDelete: 'This code has been used: turn it off instead of deleting it, so receipts keep their record.',

  promoInvalid: 'This promo code is not valid for this hackathon.',
  promoNotStarted: 'This promo code cannot be used yet.',
  promoExpired: 'This promo code has expired.',
  promoInactive: 'This promo code has been turned off.',
  promoUsedUp: 'This promo code has been fully used.',
  promoUsedByYou: 'You have already used this promo code.',
  promoApplied: (code: string) => `Promo code ${code} applied.`,

  notPaid: 'This hackathon is free: there is nothing to pay.',
  alreadyPaid: 'You have already paid for this hackathon.',
  orderOfAnother: 'This order belongs to another account.',
  amountTampered: 'The amount does not match the order. Nothing was charged; start the payment again.',
  signatureInvalid: 'We could not verify this payment with the provider. Nothing was registered.',
  paymentsUnavailable: 'Payments are not set up on this server yet. Please try again later.',
  providerUnavailable: 'The payment provider did not answer. Nothing was charged; please try again.',
  orderExpired: 'This payment link has expired. Start the payment again from the hackathon page.',
  orderClosed: 'This order is closed. Start the payment again from the hackathon page.',

  paid: (name: string) => `Payment received: you are registered for ${name}.`,
  failed: 'The payment did not go through. No money was taken, or it will be returned by your bank.',
  pending: 'We are waiting for the payment provider to confirm your payment.',
  refunded: 'This payment was refunded.',
  coveredByTeam: 'Your team lead has paid for the team: you join it at no charge.',

  cancelReasonRequired: 'Tell participants why the hackathon is cancelled.',
  cancelled: (refunds: number) =>
    refunds === 0
      ? 'Hackathon cancelled.'
      : `Hackathon cancelled: ${refunds} paid registration${refunds === 1 ? '' : 's'} will be refunded.`,
  alreadyCancelled: 'This hackathon is already cancelled.',
  refundStarted: 'Refund started: it reaches the original payment method in 5–7 working days.',
  notRefundable: 'Only a paid payment can be refunded.',

  // Orders (the orders helper's section)
  hackathonCancelled: 'This hackathon was cancelled.',
  paymentReceivedOneLiner: (name: string) => `Payment received for ${name}`,
  registeredAtNoCharge: (name: string) => `You are registered for ${name}: there was nothing to pay.`,

  // The payments console's own checks (the clean-up's section)
  refundReasonRequired: 'Say why this payment is refunded: the payer reads it.',
  cancelNameMismatch: 'Type the hackathon’s name exactly as shown to confirm.',
} as const;

/** Fees, promo codes, the payments list and cancellation (the fees-and-promo-codes helper's section). */
export const PaymentAdminMessages = {
  promoPartnerFixed: 'A promo code stays with the company that made it.',
  paymentsListScope: 'Choose one of your companies or hackathons to see its payments.',
  refundReasonCancelled: (reason: string) => `Hackathon cancelled: ${reason}`,
  cancelledOneLiner: (name: string) => `${name} has been cancelled`,
  cancelledMailSubject: (name: string) => `${name} has been cancelled`,
  cancelledMailLead: (name: string) => `The host has cancelled ${name}.`,
  cancelledMailReason: (reason: string) => `Their reason: ${reason}`,
  cancelledMailRefund: 'You paid to register: the full amount is being refunded to your original payment method.',
  cancelledMailSignature: 'We are sorry for the change of plans. — Team Elevate',
  cancelledMailButton: 'See the hackathon',
} as const;
