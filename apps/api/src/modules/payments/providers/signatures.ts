import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The HMAC checks of every provider (docs/decisions/032): Razorpay signs a payment as
 * HMAC-SHA256(`${order_id}|${payment_id}`, key secret) and a webhook as HMAC-SHA256(raw body, webhook secret),
 * both written as lower-case hex. The local provider signs the same way with its own secret.
 *
 * We do not use the SDK's validateWebhookSignature: it compares with `===`, which answers sooner the earlier
 * the first wrong character is (a timing oracle). These compare in constant time.
 */

/** HMAC-SHA256 of `text` (a string as UTF-8, or raw bytes) with `secret`, as lower-case hex. */
export const hmacSha256Hex = (secret: string, text: string | Buffer): string =>
  createHmac('sha256', secret).update(text).digest('hex');

const HEX_SHA256 = /^[0-9a-f]{64}$/;

/**
 * Whether `given` is exactly the expected hex signature, compared in constant time. Anything that is not
 * 64 lower-case hex characters (empty, another length, upper case) is refused before comparing:
 * timingSafeEqual throws on buffers of different lengths, and Razorpay always sends lower case.
 */
export const safeEqualHex = (expected: string, given: string | null | undefined): boolean => {
  if (typeof given !== 'string' || !HEX_SHA256.test(given) || !HEX_SHA256.test(expected)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
};

/** The payment signature of Checkout's callback: `${providerOrderId}|${providerPaymentId}` with the key secret. */
export const paymentSignatureOf = (secret: string, providerOrderId: string, providerPaymentId: string): string =>
  hmacSha256Hex(secret, `${providerOrderId}|${providerPaymentId}`);

/** Whether `signature` signs this order and payment with `secret`. */
export const verifyPaymentSignatureWith = (
  secret: string,
  providerOrderId: string,
  providerPaymentId: string,
  signature: string,
): boolean => secret !== '' && safeEqualHex(paymentSignatureOf(secret, providerOrderId, providerPaymentId), signature);

/** Whether `signature` (the X-Razorpay-Signature header) signs this exact raw body with `secret`. */
export const verifyWebhookSignatureWith = (secret: string, rawBody: Buffer, signature: string): boolean =>
  secret !== '' && safeEqualHex(hmacSha256Hex(secret, rawBody), signature);
