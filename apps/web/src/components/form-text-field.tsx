import { useState } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<T>;
  name: Path<T>;
  /** Rewrites what the user types before the form sees it (e.g. digitsOnly for the contact number). */
  transform?: (value: string) => string;
  /** A password input with a Show/Hide password toggle (spec §2.1). */
  password?: boolean;
};

/**
 * A text field bound to React Hook Form. Its message shows only once the field was touched or the form was
 * submitted (spec §5 "the error text appears only when the field has an error and has been touched").
 */
export const FormTextField = <T extends FieldValues>({
  control,
  name,
  transform,
  password,
  helperText,
  slotProps,
  ...props
}: Props<T>) => {
  const [visible, setVisible] = useState(false);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, onChange, ...field }, fieldState, formState }) => {
        const show = fieldState.isTouched || formState.isSubmitted;
        const message = show ? fieldState.error?.message : undefined;
        return (
          <TextField
            {...props}
            {...field}
            inputRef={ref}
            value={value ?? ''}
            onChange={(e) => onChange(transform ? transform(e.target.value) : e.target.value)}
            type={password ? (visible ? 'text' : 'password') : props.type}
            error={Boolean(message)}
            helperText={message ?? helperText}
            slotProps={{
              ...slotProps,
              input: password
                ? {
                    endAdornment: (
                      <InputAdornment position="end">
                        <IconButton
                          aria-label={visible ? 'Hide password' : 'Show password'}
                          onClick={() => setVisible((v) => !v)}
                          onMouseDown={(e) => e.preventDefault()}
                          edge="end"
                        >
                          {visible ? <VisibilityOff /> : <Visibility />}
                        </IconButton>
                      </InputAdornment>
                    ),
                  }
                : undefined,
            }}
          />
        );
      }}
    />
  );
};
