/**
 * What the uploads suites share: small files that pass the content checks, a signed-in user, a link request.
 * Not a test file.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { TestContext } from '../../../test/helper.ts';
import { authHeaders, createUser, signIn } from '../auth/auth.testing.ts';

export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.alloc(64, 1),
]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export type Headers = Record<string, string>;

/** A new user of this role, signed in: its uid and the headers that carry its session. */
export const signedInAs = async (t: TestContext, role: 'user' | 'employer' | 'admin' = 'user') => {
  const user = await createUser(t, { role });
  return { uid: user.uid, headers: authHeaders(await signIn(t, user)) as Headers };
};

/** Asks for an upload link (POST /api/s3/pre-signed). */
export const presign = (
  t: TestContext,
  headers: Headers,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> => t.inject({ method: 'POST', url: '/api/s3/pre-signed', headers, payload: body });
