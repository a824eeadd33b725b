import { describe, expect, it } from 'vitest';
import {
  hmacSha256Hex,
  paymentSignatureOf,
  safeEqualHex,
  verifyPaymentSignatureWith,
  verifyWebhookSignatureWith,
} from './signatures.ts';

/**
 * Razorpay's documented payment verification (https://razorpay.com/docs/payments/server-integration/nodejs/
 * payment-gateway/build-integration/#verify-payment-signature): generated_signature =
 * hmac_sha256(order_id + "|" + razorpay_payment_id, secret), hex. The vector below is the docs' order and payment
 * with a secret of our own; its signature was computed once with `openssl dgst -sha256 -hmac` and is the one the
 * docs show for that order and payment.
 */
const ORDER_ID = 'order_IEIaMR65cu6nz3';
const PAYMENT_ID = 'pay_IH4NVgf4Dreq1l';
const KEY_SECRET = 'EnLs21M47BllR3X8PSFtjtbd';
const SIGNATURE = '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f';

/** A webhook body and its X-Razorpay-Signature (HMAC-SHA256 of the raw body), computed once with openssl. */
const WEBHOOK_SECRET = 'whsec_test';
const WEBHOOK_BODY = Buffer.from('{"entity":"event","event":"payment.captured"}', 'utf8');
const WEBHOOK_SIGNATURE = '14026b4f55f7195cf5fabf2ce57f1344fa969faf1d2cb4352740beb936dd5c18';

/** The same text with one character changed at `index`. */
const flipAt = (text: string, index: number): string =>
  text.slice(0, index) + (text[index] === 'a' ? 'b' : 'a') + text.slice(index + 1);

describe('payment signatures (order_id|payment_id with the key secret)', () => {
  it('computes the signature of the documented order and payment', () => {
    expect(paymentSignatureOf(KEY_SECRET, ORDER_ID, PAYMENT_ID)).toBe(SIGNATURE);
    expect(hmacSha256Hex(KEY_SECRET, `${ORDER_ID}|${PAYMENT_ID}`)).toBe(SIGNATURE);
  });

  it('accepts the documented signature', () => {
    expect(verifyPaymentSignatureWith(KEY_SECRET, ORDER_ID, PAYMENT_ID, SIGNATURE)).toBe(true);
  });

  it('refuses it when one character of the order id, the payment id or the signature changed', () => {
    expect(verifyPaymentSignatureWith(KEY_SECRET, flipAt(ORDER_ID, 10), PAYMENT_ID, SIGNATURE)).toBe(false);
    expect(verifyPaymentSignatureWith(KEY_SECRET, ORDER_ID, flipAt(PAYMENT_ID, 8), SIGNATURE)).toBe(false);
    for (const i of [0, 31, 63]) {
      expect(verifyPaymentSignatureWith(KEY_SECRET, ORDER_ID, PAYMENT_ID, flipAt(SIGNATURE, i))).toBe(false);
    }
  });

  it('refuses the ids swapped, or joined without the bar', () => {
    expect(verifyPaymentSignatureWith(KEY_SECRET, PAYMENT_ID, ORDER_ID, SIGNATURE)).toBe(false);
    expect(safeEqualHex(hmacSha256Hex(KEY_SECRET, `${ORDER_ID}${PAYMENT_ID}`), SIGNATURE)).toBe(false);
  });

  it('refuses it under another secret, and refuses everything when the secret is empty', () => {
    expect(verifyPaymentSignatureWith(`${KEY_SECRET}x`, ORDER_ID, PAYMENT_ID, SIGNATURE)).toBe(false);
    const unsigned = paymentSignatureOf('', ORDER_ID, PAYMENT_ID);
    expect(verifyPaymentSignatureWith('', ORDER_ID, PAYMENT_ID, unsigned)).toBe(false);
  });

  it('refuses an upper-cased, empty, shorter, longer or non-hex signature', () => {
    for (const given of [
      SIGNATURE.toUpperCase(),
      '',
      SIGNATURE.slice(0, 63),
      SIGNATURE.slice(0, 32),
      `${SIGNATURE}0`,
      `${SIGNATURE}${SIGNATURE}`,
      `${SIGNATURE.slice(0, 63)}g`,
      ` ${SIGNATURE.slice(1)}`,
    ]) {
      expect(verifyPaymentSignatureWith(KEY_SECRET, ORDER_ID, PAYMENT_ID, given), given).toBe(false);
    }
  });
});

describe('webhook signatures (the raw body with the webhook secret)', () => {
  it('accepts the signature of the exact body', () => {
    expect(hmacSha256Hex(WEBHOOK_SECRET, WEBHOOK_BODY)).toBe(WEBHOOK_SIGNATURE);
    expect(verifyWebhookSignatureWith(WEBHOOK_SECRET, WEBHOOK_BODY, WEBHOOK_SIGNATURE)).toBe(true);
  });

  it('refuses a body with one character changed, or with the same JSON spaced differently', () => {
    const text = WEBHOOK_BODY.toString('utf8');
    const tampered = Buffer.from(text.replace('captured', 'capturea'), 'utf8');
    expect(verifyWebhookSignatureWith(WEBHOOK_SECRET, tampered, WEBHOOK_SIGNATURE)).toBe(false);
    const respaced = Buffer.from(JSON.stringify(JSON.parse(text), null, 1), 'utf8');
    expect(verifyWebhookSignatureWith(WEBHOOK_SECRET, respaced, WEBHOOK_SIGNATURE)).toBe(false);
    expect(verifyWebhookSignatureWith(WEBHOOK_SECRET, Buffer.alloc(0), WEBHOOK_SIGNATURE)).toBe(false);
  });

  it('refuses a changed, upper-cased, empty or wrong-length signature, and another secret', () => {
    for (const given of [
      flipAt(WEBHOOK_SIGNATURE, 5),
      WEBHOOK_SIGNATURE.toUpperCase(),
      '',
      WEBHOOK_SIGNATURE.slice(2),
      `${WEBHOOK_SIGNATURE}ab`,
    ]) {
      expect(verifyWebhookSignatureWith(WEBHOOK_SECRET, WEBHOOK_BODY, given), given).toBe(false);
    }
    expect(verifyWebhookSignatureWith('whsec_other', WEBHOOK_BODY, WEBHOOK_SIGNATURE)).toBe(false);
  });
});

describe('safeEqualHex', () => {
  it('is true only for the same 64 lower-case hex characters', () => {
    expect(safeEqualHex(SIGNATURE, SIGNATURE)).toBe(true);
    expect(safeEqualHex(SIGNATURE, flipAt(SIGNATURE, 40))).toBe(false);
    expect(safeEqualHex(SIGNATURE, undefined)).toBe(false);
    expect(safeEqualHex(SIGNATURE, null)).toBe(false);
    expect(safeEqualHex('', '')).toBe(false);
  });
});
