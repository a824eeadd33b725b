import { ErrorEnvelopeSchema } from '@elevate/contracts/common/envelope';

/**
 * The error answers a route documents, each an error envelope: `errorResponsesOf(400, 401, 403, 404)` spreads into
 * a route's `response` next to its success schema.
 */
export const errorResponsesOf = <const C extends readonly number[]>(
  ...codes: C
): { [K in C[number]]: typeof ErrorEnvelopeSchema } =>
  Object.fromEntries(codes.map((code) => [code, ErrorEnvelopeSchema])) as {
    [K in C[number]]: typeof ErrorEnvelopeSchema;
  };

/** What a signed-in caller's write can answer besides success: bad input, no session, not allowed, unknown, conflict. */
export const signedInWriteErrors = errorResponsesOf(400, 401, 403, 404, 409);
