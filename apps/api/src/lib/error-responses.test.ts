import { ErrorEnvelopeSchema } from '@elevate/contracts/common/envelope';
import { describe, expect, it } from 'vitest';
import { errorResponsesOf, signedInWriteErrors } from './error-responses.ts';

describe('errorResponsesOf', () => {
  it('documents each given status with the error envelope and no other status', () => {
    expect(errorResponsesOf(400, 404, 429)).toEqual({
      400: ErrorEnvelopeSchema,
      404: ErrorEnvelopeSchema,
      429: ErrorEnvelopeSchema,
    });
  });

  it('lets a signed-in write answer bad input, no session, not allowed, unknown and conflict', () => {
    expect(Object.keys(signedInWriteErrors)).toEqual(['400', '401', '403', '404', '409']);
  });
});
