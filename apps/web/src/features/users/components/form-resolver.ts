import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

/**
 * A React Hook Form resolver from a contracts body schema. Inputs hold text ('' for "not given", a number
 * typed as text); `toBody` turns the form's values into the body the API takes before the schema checks them,
 * so the browser and the server judge the same thing with the same words. Field names are the body's, so every
 * message lands on its field.
 */
export const bodyResolver = <Form extends FieldValues, Out>(
  schema: z.ZodType<Out>,
  toBody: (form: Form) => unknown,
): Resolver<Form, unknown, Out> =>
  zodResolver(z.preprocess((v) => toBody(v as Form), schema) as unknown as z.ZodType<Out, Form>);

/** '' → null, a number as text → that number (NaN when it is not one, which the schema refuses). */
export const numberOrNull = (value: string | number | null | undefined): number | null =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** '' → undefined, so a required number says it is mandatory rather than invalid. */
export const numberOrMissing = (value: string | number | null | undefined): number | undefined =>
  value === '' || value === null || value === undefined ? undefined : Number(value);
