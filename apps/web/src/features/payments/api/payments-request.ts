import type { Envelope } from '@elevate/contracts/common/envelope';
import { ApiError, apiRequest, PAYMENTS_API_BASE } from '@/lib/api-client';

type Query = Record<string, string | number | boolean | undefined | null>;

/**
 * One call to the payments base (`/api/wuepayments`, or its own origin: docs/decisions/032) that must answer a
 * result; a missing result is an error in the contract, not an empty value.
 */
export const paymentsCall = async <T>(
  method: 'GET' | 'POST',
  path: string,
  { body, query, signal }: { body?: unknown; query?: Query; signal?: AbortSignal } = {},
): Promise<T> => {
  const env = await apiRequest<T>(method, path, { body, query, signal, base: PAYMENTS_API_BASE });
  if (env.result === undefined) throw new ApiError(env.httpStatus, 'No result', env as Envelope<unknown>);
  return env.result;
};
