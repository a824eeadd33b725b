import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document is generated from the zod route schemas (`app.swagger()`, which the bad-input tests
 * read). The reference is browsable at /api/docs only when `publishDocs` (API_DOCS) is on: off by default in
 * production, where a map of every route helps an attacker more than a user (docs/decisions/021).
 */
export const openapiPlugin = fp<{ publishDocs: boolean }>(async (app, { publishDocs }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Elevate API',
        description:
          'Careers, hiring and hackathons. Every answer is the envelope { httpStatus, message?, result?, error? }.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  if (publishDocs) await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
