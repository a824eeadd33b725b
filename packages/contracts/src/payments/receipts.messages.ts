import { formatPaise } from './money.ts';

/** What receipts say to people: the download's refusals and the receipt mail (issue 13). */
export const ReceiptMessages = {
  paymentIdInvalid: 'This is not a payment id.',
  paymentNotFound: 'There is no such payment.',
  noReceiptYet: 'No receipt yet: it is issued once the payment is verified.',

  mailSubject: (hackathon: string) => `Your receipt for ${hackathon}`,
  mailPaid: (amountPaise: number, hackathon: string) =>
    `Thank you: we received your payment of ${formatPaise(amountPaise)} for ${hackathon}, and you are registered.`,
  mailAttached: (receiptNumber: string) =>
    `Your receipt ${receiptNumber} is attached as a PDF. You can download it again from your payment page at any time.`,
  mailTestPayment:
    'This was a test payment with the local provider: no money moved, and the receipt is not a tax invoice.',
  mailRefunded: 'This payment has since been refunded; the receipt shows the refund.',
  mailAction: 'Open your hackathon dashboard',
} as const;
