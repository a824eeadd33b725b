/**
 * The one catalogue of error codes (docs/decisions/003-error-codes.md). The client reacts to a code, never
 * to a message: WUE-9001 logs the user out, WUE-10004 offers to re-send the verification mail.
 */
export const ErrorCode = {
  VALIDATION: 'WUE-4000',
  UNAUTHENTICATED: 'WUE-4010',
  FORBIDDEN: 'WUE-4030',
  NOT_FOUND: 'WUE-4040',
  PAYMENT_REQUIRED: 'WUE-4020',
  CONFLICT: 'WUE-4090',
  PAYLOAD_TOO_LARGE: 'WUE-4130',
  RATE_LIMITED: 'WUE-4290',
  INTERNAL: 'WUE-5000',
  UNAVAILABLE: 'WUE-5030',
  SESSION_INVALID: 'WUE-9001',
  EMAIL_NOT_VERIFIED: 'WUE-10004',
  LINK_EXPIRED: 'WUE-10005',
  OTP_INVALID: 'WUE-10006',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ErrorMessage: Record<ErrorCode, string> = {
  [ErrorCode.VALIDATION]: 'Some fields need your attention.',
  [ErrorCode.UNAUTHENTICATED]: 'Please log in to continue.',
  [ErrorCode.FORBIDDEN]: 'You are not authorized for this page !',
  [ErrorCode.NOT_FOUND]: 'We could not find what you were looking for.',
  [ErrorCode.PAYMENT_REQUIRED]: 'This hackathon has a registration fee: complete the payment to register.',
  [ErrorCode.CONFLICT]: 'This already exists.',
  [ErrorCode.PAYLOAD_TOO_LARGE]: 'The request is too large.',
  [ErrorCode.RATE_LIMITED]: 'Too many requests. Please wait a moment and try again.',
  [ErrorCode.INTERNAL]: 'Something went wrong !',
  [ErrorCode.UNAVAILABLE]: 'The service is unavailable right now. Please try again shortly.',
  [ErrorCode.SESSION_INVALID]: 'Your session has ended. Please log in again.',
  [ErrorCode.EMAIL_NOT_VERIFIED]: 'User email is not verified. Please resend verification link',
  [ErrorCode.LINK_EXPIRED]: 'This link is invalid or has expired.',
  [ErrorCode.OTP_INVALID]: 'The code is incorrect or has expired',
};
