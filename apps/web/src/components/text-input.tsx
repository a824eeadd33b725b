import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  // The form's values after its resolver may differ from what is typed (numbers, nulls): any output is fine here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<T, unknown, any>;
  name: Path<T>;
  /** Rewrites what is typed before the form sees it (digits only for a PIN code). */
  transform?: (value: string) => string;
};

/**
 * A text field (or, with `select`, a select) bound to React Hook Form. Its message shows once the field was
 * touched or the form submitted (spec §5), including a message the server put on it after a failed save.
 */
export const TextInput = <T extends FieldValues>({ control, name, transform, helperText, ...props }: Props<T>) => (
  <Controller
    control={control}
    name={name}
    render={({ field: { ref, value, onChange, ...field }, fieldState, formState }) => {
      const message =
        fieldState.isTouched || formState.isSubmitted || fieldState.error?.type === 'server'
          ? fieldState.error?.message
          : undefined;
      return (
        <TextField
          {...props}
          {...field}
          inputRef={ref}
          value={value ?? ''}
          onChange={(e) => onChange(transform ? transform(e.target.value) : e.target.value)}
          error={Boolean(message)}
          helperText={message ?? helperText}
        />
      );
    }}
  />
);
