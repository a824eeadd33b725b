import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/** Hands the open database to every module and closes it last, after in-flight requests are done. */
export const dbPlugin = fp<{ database: Database }>(async (app, { database }) => {
  app.decorate('database', database);
  app.addHook('onClose', async () => {
    await database.close();
  });
});
