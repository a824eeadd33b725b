import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  SAARTHI_DOMAINS,
  SAARTHI_LANGUAGES,
  SAARTHI_MAX_MENTEES_LIMIT,
  SAARTHI_SESSION_MINUTES,
} from '@elevate/contracts/saarthi/saarthi.constants';
import type { SaarthiApplicationInput } from '@elevate/contracts/saarthi/saarthi.schema';
import { FIX_FIELDS_MESSAGE } from '@/components/form-submit';
import type { FieldErrorsOf } from '@/components/form-dialog';
import { PendingButton } from '@/components/pending-button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { checkSaarthiForm, timeZoneOptions, type SaarthiFormValues } from './saarthi-form-fields';

/**
 * The Saarthi application (and, later, the profile editor): every field of SaarthiApplicationInput, checked by
 * the API's schema before sending; the API's per-field refusals go back on the fields.
 */
export const SaarthiForm = ({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: SaarthiFormValues;
  submitLabel: string;
  onSubmit: (body: SaarthiApplicationInput) => Promise<unknown>;
  onCancel?: () => void;
}) => {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrorsOf<SaarthiFormValues>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const zones = useMemo(() => timeZoneOptions(), []);
  const set = <K extends keyof SaarthiFormValues>(key: K, value: SaarthiFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const field = (key: keyof SaarthiFormValues) => ({
    error: !!errors[key],
    ...(errors[key] ? { helperText: errors[key] } : {}),
  });
  const text = (key: 'headline' | 'company' | 'designation' | 'helpWith' | 'bio' | 'linkedinUrl', label: string) => ({
    label,
    value: values[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(key, e.target.value),
    fullWidth: true,
    ...field(key),
  });
  const submit = async () => {
    setProblem(null);
    const { body, errors: found } = checkSaarthiForm(values);
    setErrors(found);
    if (!body) return setProblem(FIX_FIELDS_MESSAGE);
    setSaving(true);
    try {
      await onSubmit(body);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields as FieldErrorsOf<SaarthiFormValues>);
      setProblem(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack
      component="form"
      noValidate
      aria-label="Saarthi profile"
      spacing={2.5}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextField
        {...text('headline', 'Headline')}
        required
        placeholder="Senior engineer helping freshers into product companies"
      />
      <Autocomplete
        multiple
        options={SAARTHI_DOMAINS as readonly string[]}
        value={values.expertise}
        onChange={(_e, v) => set('expertise', v.slice(0, 5))}
        getOptionDisabled={(o) => values.expertise.length >= 5 && !values.expertise.includes(o)}
        renderInput={(p) => (
          <TextField
            {...p}
            label="Domains you mentor in"
            required
            {...field('expertise')}
            helperText={errors.expertise ?? 'Up to 5'}
          />
        )}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField {...text('company', 'Company')} required />
        <TextField {...text('designation', 'Designation')} required />
        <TextField
          label="Years of experience"
          type="number"
          required
          value={values.yearsOfExperience}
          onChange={(e) => set('yearsOfExperience', e.target.value)}
          slotProps={{ htmlInput: { min: 2, max: 50, inputMode: 'numeric' } }}
          {...field('yearsOfExperience')}
        />
        <TextField
          {...text('linkedinUrl', 'LinkedIn profile')}
          required
          placeholder="https://www.linkedin.com/in/your-name"
        />
      </Box>
      <Autocomplete
        multiple
        options={SAARTHI_LANGUAGES as readonly string[]}
        value={values.languages}
        onChange={(_e, v) => set('languages', v.slice(0, 6))}
        renderInput={(p) => <TextField {...p} label="Languages you mentor in" required {...field('languages')} />}
      />
      <TextField {...text('helpWith', 'What you can help with')} required multiline minRows={3} />
      <TextField {...text('bio', 'About you')} multiline minRows={3} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 2fr' } }}>
        <TextField
          select
          label="Mentees at a time"
          value={values.maxMentees}
          onChange={(e) => set('maxMentees', e.target.value)}
          {...field('maxMentees')}
        >
          {Array.from({ length: SAARTHI_MAX_MENTEES_LIMIT }, (_, i) => (
            <MenuItem key={i + 1} value={String(i + 1)}>
              {i + 1}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Session length"
          value={values.sessionMinutes}
          onChange={(e) => set('sessionMinutes', Number(e.target.value))}
          {...field('sessionMinutes')}
        >
          {SAARTHI_SESSION_MINUTES.map((m) => (
            <MenuItem key={m} value={m}>
              {m} minutes
            </MenuItem>
          ))}
        </TextField>
        <Autocomplete
          options={zones}
          value={values.timezone}
          disableClearable
          onChange={(_e, v) => set('timezone', v)}
          renderInput={(p) => <TextField {...p} label="Your time zone" {...field('timezone')} />}
        />
      </Box>
      {problem ? (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1.5}>
        <PendingButton type="submit" variant="contained" pending={saving}>
          {submitLabel}
        </PendingButton>
        {onCancel ? (
          <Button onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
};
