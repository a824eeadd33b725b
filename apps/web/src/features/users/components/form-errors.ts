import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { Messages } from '@elevate/contracts/common/messages';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/**
 * A save that failed: the server's per-field messages go on the form's own fields (what was typed stays, the
 * words are the same the browser would say), and its message shows as a toast. Returns whether any field got one.
 */
export const showSaveError = <T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean => {
  let placed = false;
  if (err instanceof ApiError) {
    for (const [name, message] of Object.entries(err.fields)) {
      // 'socialLinks.github' belongs to that field; 'grade' to grade. Unknown names stay in the toast.
      if (!fields.some((f) => name === f || name.startsWith(`${f}.`))) continue;
      setError(name as Path<T>, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  toast.error(err instanceof Error && err.message ? err.message : Messages.somethingWentWrong);
  return placed;
};
