import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildApp } from '../src/app.ts';
import { freshDatabase, testConfig } from './helper.ts';

describe('the central error handler', () => {
  it('answers an unexpected error with 500 and a generic message, keeping details out of the answer', async () => {
    const { database, dispose } = await freshDatabase();
    const app = await buildApp(testConfig(), { database, logger: false });
    const boom: FastifyPluginAsyncZod = async (api) => {
      api.get('/boom', async () => {
        throw new Error('connection string postgres://secret@db leaked');
      });
      api.get(
        '/bad-shape',
        { schema: { response: { 200: z.object({ n: z.number() }) } } },
        async () => ({ n: 'not a number' }) as never,
      );
    };
    await app.register(boom, { prefix: '/api/test' });
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      httpStatus: 500,
      message: 'Something went wrong !',
      error: { code: 'WUE-5000', message: 'Something went wrong !' },
    });
    expect(res.body).not.toContain('secret');
    const shape = await app.inject({ method: 'GET', url: '/api/test/bad-shape' });
    expect(shape.statusCode).toBe(500);
    expect(shape.body).not.toContain('not a number');
    await app.close();
    await dispose();
  });
});
