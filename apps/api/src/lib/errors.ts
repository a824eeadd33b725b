import { ErrorCode, ErrorMessage } from '@elevate/contracts/common/error-codes';

const STATUS: Record<ErrorCode, number> = {
  [ErrorCode.VALIDATION]: 400,
  [ErrorCode.UNAUTHENTICATED]: 401,
  [ErrorCode.SESSION_INVALID]: 401,
  [ErrorCode.EMAIL_NOT_VERIFIED]: 403,
  [ErrorCode.LINK_EXPIRED]: 410,
  [ErrorCode.OTP_INVALID]: 400,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.PAYMENT_REQUIRED]: 402,
  [ErrorCode.CONFLICT]: 409,
  [ErrorCode.PAYLOAD_TOO_LARGE]: 413,
  [ErrorCode.RATE_LIMITED]: 429,
  [ErrorCode.INTERNAL]: 500,
  [ErrorCode.UNAVAILABLE]: 503,
};

/** An error a service raises on purpose: it becomes an envelope with its code, status and message. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string = ErrorMessage[code],
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = STATUS[code];
  }
}

export const notFound = (what = ErrorMessage[ErrorCode.NOT_FOUND]) => new AppError(ErrorCode.NOT_FOUND, what);
export const forbidden = (message = ErrorMessage[ErrorCode.FORBIDDEN]) => new AppError(ErrorCode.FORBIDDEN, message);
export const statusOf = (code: ErrorCode) => STATUS[code];
