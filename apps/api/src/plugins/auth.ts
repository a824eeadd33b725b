import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthMessages } from '@elevate/contracts/auth/auth.messages';
import type { Role } from '@elevate/contracts/auth/auth.schema';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import type { Config } from '../config.ts';
import { AppError, forbidden } from '../lib/errors.ts';
import { findAccountById } from '../modules/auth/auth.repository.ts';
import { createSessionSigner, type SessionSigner } from '../modules/auth/tokens.ts';

/** The signed-in caller, loaded fresh from the database on every request. */
export interface AuthUser {
  uid: number;
  role: Role;
  email: string;
  fullName: string;
  lastName: string;
  utype: string;
  referralCode: string;
  tokenVersion: number;
}

export type AuthHook = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`; null on public routes. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    sessions: SessionSigner;
    /** Hook: requires `Authorization: Bearer <jwt>` and `AUTH_UID` naming the same user; sets `req.user`. */
    authenticate: AuthHook;
    /** The same hook under the name routes read best with. */
    requireAuth: AuthHook;
    /** Hook: signed in with one of these roles, else 403. */
    requireRole: (...roles: Role[]) => AuthHook;
    /**
     * Hook: the user id in path parameter `param` is the caller's, else 403. Admins pass unless
     * `adminMay` is false. Run it as a preHandler (it reads the validated params).
     */
    requireSelf: (param: string, options?: { adminMay?: boolean }) => AuthHook;
    /** Public with an optional session: no Authorization header is a visitor; one that is sent must verify (401). */
    optionalAuth: AuthHook;
  }
}

const sessionInvalid = () => new AppError(ErrorCode.SESSION_INVALID, AuthMessages.sessionInvalid);

/** Reads `Bearer <token>`, tolerant of the case of the scheme, strict about everything else. */
const bearerToken = (header: string | undefined): string | null => {
  if (!header) return null;
  const match = /^Bearer +([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/i.exec(header.trim());
  return match?.[1] ?? null;
};

/**
 * Sessions (docs/decisions/004, 009). A request is signed in when its JWT verifies (HS256 only, our issuer
 * and audience, not expired), `AUTH_UID` equals the token's subject, the user still exists and the
 * token's version equals the user's current one. Anything else is 401 WUE-9001, which logs the client out.
 */
export const authPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const sessions = createSessionSigner(config.jwtSecret, config.JWT_TTL_SECONDS);
    app.decorate('sessions', sessions);
    app.decorateRequest('user', null);

    const authenticate: AuthHook = async (req) => {
      if (req.user) return;
      const token = bearerToken(req.headers.authorization);
      const uidHeader = req.headers['auth_uid'];
      if (!token || typeof uidHeader !== 'string') throw sessionInvalid();
      const claims = await sessions.verify(token);
      if (!claims || uidHeader.trim() !== String(claims.uid)) throw sessionInvalid();
      const account = await findAccountById(app.database.db, claims.uid);
      if (!account || account.tokenVersion !== claims.tokenVersion) throw sessionInvalid();
      req.user = {
        uid: account.uid,
        role: account.role,
        email: account.email,
        fullName: account.fullName,
        lastName: account.lastName,
        utype: account.utype,
        referralCode: account.referralCode,
        tokenVersion: account.tokenVersion,
      };
    };

    app.decorate('authenticate', authenticate);
    app.decorate('requireAuth', authenticate);
    app.decorate('optionalAuth', async (req, reply) => {
      if (req.headers.authorization === undefined) return;
      await authenticate(req, reply);
    });
    app.decorate('requireRole', (...roles: Role[]): AuthHook => {
      return async (req, reply) => {
        await authenticate(req, reply);
        if (!req.user || !roles.includes(req.user.role)) throw forbidden();
      };
    });
    app.decorate('requireSelf', (param: string, options: { adminMay?: boolean } = {}): AuthHook => {
      const adminMay = options.adminMay ?? true;
      return async (req, reply) => {
        await authenticate(req, reply);
        const user = req.user;
        if (!user) throw sessionInvalid();
        if (adminMay && user.role === 'admin') return;
        const value = (req.params as Record<string, unknown> | undefined)?.[param];
        if (value === undefined || String(value) !== String(user.uid)) throw forbidden();
      };
    });
  },
  { name: 'auth' },
);
