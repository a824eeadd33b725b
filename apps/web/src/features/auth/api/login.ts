import { useMutation } from '@tanstack/react-query';
import type { LoginInput, LoginResult } from '@elevate/contracts/auth/auth.schema';
import { apiRequest } from '@/lib/api-client';

/** POST wueusers/login: the envelope, whose message is the toast on success (spec §8). */
export const login = (input: LoginInput) => apiRequest<LoginResult>('POST', 'wueusers/login', { body: input });

export const useLogin = () => useMutation({ mutationFn: login });
