import { z } from 'zod';

/** Every answer of the API is one envelope (docs/decisions/002-response-envelope.md). */
export const ErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const envelopeOf = <T extends z.ZodType>(result: T) =>
  z.object({
    httpStatus: z.number().int(),
    message: z.string().optional(),
    result: result.optional(),
    error: ErrorBodySchema.optional(),
  });

export const ErrorEnvelopeSchema = envelopeOf(z.never());
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export interface Envelope<T> {
  httpStatus: number;
  message?: string;
  result?: T;
  error?: ErrorBody;
}

/** A list's result: spec §7.6 "List answers are read through the fields data, totalRecordCount, totalRecords". */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    totalRecordCount: z.number().int(),
    totalRecords: z.number().int(),
  });

export interface ListResult<T> {
  data: T[];
  totalRecordCount: number;
  totalRecords: number;
}
