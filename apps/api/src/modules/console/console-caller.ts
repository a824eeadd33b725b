import type { FastifyRequest } from 'fastify';
import { AuthMessages } from '@elevate/contracts/auth/auth.messages';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { AppError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';

/** The signed-in caller of a console route (its onRequest hook has authenticated it). */
export const callerOf = (req: FastifyRequest): AuthUser => {
  if (!req.user) throw new AppError(ErrorCode.SESSION_INVALID, AuthMessages.sessionInvalid);
  return req.user;
};
