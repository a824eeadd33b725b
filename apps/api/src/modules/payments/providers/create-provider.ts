/**
 * The provider of this server's configuration: Razorpay when its three keys are set, the local provider
 * outside production, none in production without keys (paid registration then answers 503).
 * OWNER: the providers-and-webhooks helper.
 */
import pino from 'pino';
import type { Config } from '../../../config.ts';
import { logSafeError } from '../../../lib/log-safe-error.ts';
import { createLocalProvider } from './local-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createRazorpayProvider, type ProviderLog, type RazorpayClient } from './razorpay-provider.ts';

export interface CreateProviderOptions {
  /** A Razorpay client to use instead of the SDK's (tests; see also setRazorpayClientOverride). */
  razorpayClient?: RazorpayClient;
  /** Where failed provider calls are logged; by default a logger of its own at LOG_LEVEL. */
  log?: ProviderLog;
}

export const createPaymentProvider = (config: Config, options: CreateProviderOptions = {}): PaymentProvider | null => {
  switch (config.paymentProvider) {
    case 'razorpay': {
      const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret } = config;
      // loadConfig refuses a partial set; this guards configs built by hand.
      if (!keyId || !keySecret || !webhookSecret) return null;
      const log =
        options.log ??
        pino({ level: config.LOG_LEVEL, base: { module: 'payments' }, serializers: { err: logSafeError } });
      return createRazorpayProvider(
        { keyId, keySecret, webhookSecret },
        { log, ...(options.razorpayClient ? { client: options.razorpayClient } : {}) },
      );
    }
    case 'local':
      return config.localPaymentSecret ? createLocalProvider(config.localPaymentSecret) : null;
    default:
      return null;
  }
};
