const IST = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** When a payment happened, as its receipt says it: India time, '24 Nov 2026, 2:05 pm IST'. */
export const paymentDateTime = (iso: string): string => `${IST.format(new Date(iso))} IST`;
