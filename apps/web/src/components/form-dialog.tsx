import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ZodType } from 'zod';
import { PendingButton } from '@/components/pending-button';
import { ApiError, errorMessage } from '@/lib/api-client';

export type FieldErrorsOf<W> = Partial<Record<keyof W, string>>;

/** Each field's first problem under `schema` (none when the body passes). */
export const schemaErrorsOf = <W extends object>(schema: ZodType<unknown, W>, body: W): FieldErrorsOf<W> => {
  const parsed = schema.safeParse(body);
  const errors: FieldErrorsOf<W> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path[0] as keyof W] ??= issue.message;
  return errors;
};

/**
 * Saving a dialog's form: checked with the API's own schema first (each field's first problem shown in place;
 * `check` may be a function when some fields want their own words), then `onSave`; the API's refusal is shown in
 * place too (its field errors, and its message above the buttons).
 */
export const useCheckedSave = <W extends object>(
  check: ZodType<unknown, W> | ((body: W) => FieldErrorsOf<W>),
  onSave: (body: W) => Promise<unknown>,
) => {
  const [errors, setErrors] = useState<FieldErrorsOf<W>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const save = async (body: W) => {
    setProblem(null);
    const found = typeof check === 'function' ? check(body) : schemaErrorsOf(check, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await onSave(body);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields as FieldErrorsOf<W>);
      setProblem(errorMessage(err));
    }
  };
  return { errors, problem, save };
};

/**
 * A dialog holding one form: full screen on phones, Enter submits, the API's problem above Cancel and the
 * save button (which shows it is saving; closing is off meanwhile).
 */
export const FormDialog = ({
  open = true,
  title,
  saveLabel,
  saving,
  problem,
  onClose,
  onSubmit,
  children,
}: {
  open?: boolean;
  title: string;
  saveLabel: string;
  saving: boolean;
  problem: string | null;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) => {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          noValidate
          aria-label={title}
          spacing={2.5}
          sx={{ pt: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          {children}
          {problem ? (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          ) : null}
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <PendingButton variant="contained" pending={saving} onClick={onSubmit}>
          {saveLabel}
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
};
