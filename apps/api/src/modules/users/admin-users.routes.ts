import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@elevate/contracts/common/envelope';
import {
  AdminUserDetailSchema,
  AdminUsersListSchema,
  AdminUsersQuerySchema,
  UserIdParamsSchema,
} from '@elevate/contracts/users/admin-users.schema';
import { ok } from '../../lib/envelope.ts';
import { adminUser, adminUsers } from './admin-users.service.ts';

/** `users` and `users/{id}` of spec §7.3: the admins' view of accounts. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];

  app.get(
    '/users',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags,
        summary: 'Accounts, newest first: search by name or email, filter by role, type and verification; admins only',
        querystring: AdminUsersQuerySchema,
        response: { 200: envelopeOf(AdminUsersListSchema) },
      },
    },
    async (req) => ok(await adminUsers(app.database.db, req.query)),
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'One account with its profile strength; admins, or the user themself',
        params: UserIdParamsSchema,
        response: { 200: envelopeOf(AdminUserDetailSchema) },
      },
      preHandler: app.requireSelf('id'),
    },
    async (req) => ok(await adminUser(app.database.db, req.params.id)),
  );
};
