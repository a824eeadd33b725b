import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { createPaymentProvider } from './create-provider.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'elevate-provider-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const configOf = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(32), ...env });

const RAZORPAY = {
  RAZORPAY_KEY_ID: 'rzp_test_key',
  RAZORPAY_KEY_SECRET: 'key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
};

describe('which provider a server uses', () => {
  it('is Razorpay when its three keys are set, with the key id for Checkout', () => {
    const provider = createPaymentProvider(configOf({ NODE_ENV: 'test', ...RAZORPAY }));
    expect(provider?.name).toBe('razorpay');
    expect(provider?.keyId).toBe('rzp_test_key');
  });

  it('is the local provider outside production without Razorpay keys', () => {
    expect(createPaymentProvider(configOf({ NODE_ENV: 'development' }))?.name).toBe('local');
  });

  it('is none in production without Razorpay keys', () => {
    const config = configOf({
      NODE_ENV: 'production',
      CERTIFICATE_SIGNING_KEY: 'A'.repeat(43),
      PASSWORD_HASH_COST_LOG2: '17',
    });
    expect(config.paymentProvider).toBe('none');
    expect(createPaymentProvider(config)).toBeNull();
  });
});
