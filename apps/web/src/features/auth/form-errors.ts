import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/**
 * Puts the server's per-field messages (a 400's error.fields) on the form's own fields, so the browser and
 * the server say the same words in the same place. Returns whether any landed on a field.
 */
export const applyFieldErrors = <T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean => {
  if (!(err instanceof ApiError)) return false;
  let placed = false;
  for (const [name, message] of Object.entries(err.fields)) {
    const field = fields.find((f) => f === name);
    if (field) {
      setError(field, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed;
};
