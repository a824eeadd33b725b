import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** Puts the API's per-field messages ({ 'partnerSocialLinks.websiteurl': '…' }) on the form's fields. */
export const applyServerErrors = <T extends FieldValues>(
  fields: Record<string, string>,
  setError: (name: Path<T>, error: { type: string; message: string }) => void,
) => {
  for (const [name, message] of Object.entries(fields)) setError(name as Path<T>, { type: 'server', message });
};

/** What a form on a page says when its own check stops the save. */
export const FIX_FIELDS_MESSAGE = 'Some fields need your attention.';

/**
 * The submit handler of a form on a page (no dialog to hold a message): checked by the form's schema first (a
 * toast when a field needs attention), then `save`; the API's refusal goes on the fields it names and into a toast.
 */
export const toastedSubmitOf = <V extends FieldValues, W>(
  { handleSubmit, setError }: Pick<UseFormReturn<V, unknown, W>, 'handleSubmit' | 'setError'>,
  save: (data: W) => Promise<void>,
) =>
  handleSubmit(
    async (data) => {
      try {
        await save(data);
      } catch (err) {
        if (err instanceof ApiError) applyServerErrors<V>(err.fields, setError);
        toast.error(errorMessage(err));
      }
    },
    () => toast.error(FIX_FIELDS_MESSAGE),
  );
