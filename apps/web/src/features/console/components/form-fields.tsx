import { Controller, type Control, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

type BoundProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<T>;
  name: Path<T>;
};

/**
 * A number field bound to React Hook Form: the form holds a number (NaN while the box is empty or not a
 * number, which the schema reports with the field's own message).
 */
export const BoundNumberField = <T extends FieldValues>({
  control,
  name,
  helperText,
  slotProps,
  ...props
}: BoundProps<T>) => (
  <Controller
    control={control}
    name={name}
    render={({ field: { ref, value, onChange, ...field }, fieldState, formState }) => {
      const show = fieldState.isTouched || formState.isSubmitted || fieldState.error?.type === 'server';
      const message = show ? fieldState.error?.message : undefined;
      return (
        <TextField
          {...props}
          {...field}
          inputRef={ref}
          type="number"
          value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
          onChange={(e) => onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
          error={Boolean(message)}
          helperText={message ?? helperText}
          slotProps={{ ...slotProps, htmlInput: { inputMode: 'decimal', ...slotProps?.htmlInput } }}
        />
      );
    }}
  />
);

/** Puts the API's per-field messages ({ 'partnerSocialLinks.websiteurl': '…' }) on the form's fields. */
export const applyServerErrors = <T extends FieldValues>(
  fields: Record<string, string>,
  setError: (name: Path<T>, error: { type: string; message: string }) => void,
) => {
  for (const [name, message] of Object.entries(fields)) setError(name as Path<T>, { type: 'server', message });
};

/** What a console form says when its own check stops the save. */
export const FIX_FIELDS_MESSAGE = 'Some fields need your attention.';

/**
 * The submit handler of a console form: checked by the form's schema first (a toast when a field needs
 * attention), then `save`; the API's refusal goes on the fields it names and into a toast.
 */
export const consoleSubmitOf = <V extends FieldValues, W>(
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
