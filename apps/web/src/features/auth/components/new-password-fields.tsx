import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { PASSWORD_HINT } from '../password-hint';

/** The new password and its confirmation, as both the reset and the change-password forms ask for them. */
export const NewPasswordFields = <T extends FieldValues>({
  control,
  password,
  confirm,
}: {
  control: Control<T>;
  password: Path<T>;
  confirm: Path<T>;
}) => (
  <>
    <FormTextField
      control={control}
      name={password}
      label="New password"
      password
      autoComplete="new-password"
      required
      helperText={PASSWORD_HINT}
    />
    <FormTextField
      control={control}
      name={confirm}
      label="Confirm new password"
      password
      autoComplete="new-password"
      required
    />
  </>
);
