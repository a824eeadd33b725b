import { useMutation } from '@tanstack/react-query';
import type { SignupInput } from '@elevate/contracts/auth/auth.schema';
import { apiRequest } from '@/lib/api-client';

/** POST wueusers/register: creates the account and mails the verification link. */
export const register = (input: SignupInput) =>
  apiRequest<{ email: string }>('POST', 'wueusers/register', { body: input });

export const useRegister = () => useMutation({ mutationFn: register });
