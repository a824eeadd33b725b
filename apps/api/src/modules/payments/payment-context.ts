import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Queue } from '../queue/queue.service.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';
import { createPaymentProvider } from './providers/create-provider.ts';

/**
 * What the payments code needs: the database, the queue (receipts, refunds), the provider in use (null when
 * payments are not set up: production without Razorpay keys), the config and the server's clock.
 */
export interface PaymentsContext {
  db: Db;
  queue: Queue;
  config: Config;
  provider: PaymentProvider | null;
  now: Date;
}

const providers = new WeakMap<Config, PaymentProvider | null>();

/** One provider per configuration (an app), made on first use. */
export const providerOf = (config: Config): PaymentProvider | null => {
  if (!providers.has(config)) providers.set(config, createPaymentProvider(config));
  return providers.get(config) ?? null;
};

/** The context of one request or background job. */
export const paymentsContextOf = (
  deps: { db: Db; queue: Queue },
  config: Config,
  now = new Date(),
): PaymentsContext => ({
  db: deps.db,
  queue: deps.queue,
  config,
  provider: providerOf(config),
  now,
});
