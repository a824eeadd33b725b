import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<T>;
  name: Path<T>;
};

/**
 * A number field bound to React Hook Form: the form holds a number (NaN while the box is empty or not a
 * number, which the schema reports with the field's own message). Its message shows once the field was touched
 * or the form submitted, and at once when it is the API's.
 */
export const FormNumberField = <T extends FieldValues>({
  control,
  name,
  helperText,
  slotProps,
  ...props
}: Props<T>) => (
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
