import { ApiError, apiRequest } from '@/lib/api-client';

/** A write whose answer must carry a result: the result and the API's message (shown in a toast). */
export const saarthiCall = async <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => {
  const env = await apiRequest<T>(method, path, { body });
  if (env.result === undefined) throw new ApiError(env.httpStatus, 'No result', env);
  return { result: env.result, message: env.message };
};
