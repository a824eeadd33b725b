import { ErrorEnvelopeSchema } from '@elevate/contracts/common/envelope';

/** The error answers every judging route may give. */
export const judgingErrors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};

export const tags = ['judging'];
