import type { UseFormSetError } from 'react-hook-form';
import type { FormAnswers, FormFieldDefinition } from '@elevate/contracts/drills/form-fields.schema';
import { ApiError } from '@/lib/api-client';

/**
 * The server's messages about registration answers put on their fields (named `answers.{key}` or `{key}`), the
 * first one focused. Returns whether any landed, so the caller shows the rest of the error otherwise.
 */
export const placeAnswerErrors = (
  err: unknown,
  fields: readonly FormFieldDefinition[],
  setError: UseFormSetError<FormAnswers>,
): boolean => {
  if (!(err instanceof ApiError)) return false;
  let placed = false;
  for (const [name, message] of Object.entries(err.fields)) {
    const key = name.replace(/^answers\./, '');
    if (!fields.some((f) => f.key === key)) continue;
    setError(key, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
};
