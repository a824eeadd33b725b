/**
 * The provider of this server's configuration: Razorpay when its three keys are set, the local provider
 * outside production, none in production without keys (paid registration then answers 503).
 * OWNER: the providers-and-webhooks helper.
 */
import type { Config } from '../../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';

export const createPaymentProvider = (_config: Config): PaymentProvider | null => null;
