import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { digitsOnly } from '@elevate/contracts/auth/auth.schema';
import { EDUCATION_LEVELS } from '@elevate/contracts/common/constants';
import { Messages } from '@elevate/contracts/common/messages';
import {
  MandatoryFieldLabels,
  MandatoryFieldsFormSchema,
  CURRENT_CITY_MAX_LENGTH,
  type MandatoryFields,
  type MandatoryFieldsForm as FormValues,
} from '@elevate/contracts/users/mandatory-fields.schema';
import { checkFile } from '@/lib/upload';
import { ResumePicker } from './resume-picker';

export type MandatoryFieldsValues = { fields: FormValues; resume: File | null };

/**
 * The details an application needs: contact number, current city, highest qualification and a PDF resume,
 * prefilled from the profile. The same rules as the server (contracts); an error shows once its field was
 * touched or the form submitted. `formId` lets the dialog's own buttons submit it.
 */
export const MandatoryFieldsForm = ({
  formId,
  current,
  disabled,
  serverErrors,
  onSubmit,
}: {
  formId: string;
  current: MandatoryFields;
  disabled?: boolean;
  /** Per-field messages from the server, by field name (ucontact, currentCity, …, resume or resumeKey). */
  serverErrors?: Record<string, string>;
  onSubmit: (values: MandatoryFieldsValues) => void;
}) => {
  const form = useForm<FormValues>({
    resolver: zodResolver(MandatoryFieldsFormSchema),
    mode: 'onTouched',
    defaultValues: {
      ucontact: current.ucontact ?? '',
      currentCity: current.currentCity ?? '',
      highestQualification: current.highestQualification ?? ('' as FormValues['highestQualification']),
    },
  });
  const [resume, setResume] = useState<File | null>(null);
  const [resumeError, setResumeError] = useState<string | undefined>();

  const resumeProblem = (file: File | null): string | undefined => {
    if (file) return checkFile(file, 'resume') ?? undefined;
    return current.resumeFileName ? undefined : Messages.mandatoryField(MandatoryFieldLabels.resume);
  };

  const submit = form.handleSubmit(
    (fields) => {
      const problem = resumeProblem(resume);
      setResumeError(problem);
      if (!problem) onSubmit({ fields, resume });
    },
    () => setResumeError(resumeProblem(resume)),
  );

  const field = (name: Path<FormValues>, { helperText, ...props }: TextFieldProps) => (
    <Controller
      name={name}
      control={form.control}
      render={({ field: f, fieldState, formState }) => {
        const message =
          (fieldState.isTouched || formState.isSubmitted ? fieldState.error?.message : undefined) ??
          serverErrors?.[name];
        return (
          <TextField
            {...f}
            {...props}
            inputRef={f.ref}
            value={f.value ?? ''}
            required
            fullWidth
            disabled={disabled}
            error={Boolean(message)}
            helperText={message ?? helperText}
            onChange={(e) => f.onChange(name === 'ucontact' ? digitsOnly(e.target.value) : e.target.value)}
          />
        );
      }}
    />
  );

  return (
    <Stack component="form" id={formId} noValidate spacing={2.5} onSubmit={submit} aria-label="Application details">
      {field('ucontact', {
        label: MandatoryFieldLabels.ucontact,
        type: 'tel',
        autoComplete: 'tel-national',
        slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 10 } },
        helperText: 'Ten digits; the company may call you on it',
      })}
      {field('currentCity', {
        label: MandatoryFieldLabels.currentCity,
        autoComplete: 'address-level2',
        slotProps: { htmlInput: { maxLength: CURRENT_CITY_MAX_LENGTH } },
      })}
      {field('highestQualification', {
        label: MandatoryFieldLabels.highestQualification,
        select: true,
        children: EDUCATION_LEVELS.map((level) => (
          <MenuItem key={level} value={level}>
            {level}
          </MenuItem>
        )),
      })}
      <ResumePicker
        file={resume}
        currentFileName={current.resumeFileName}
        disabled={disabled}
        error={resumeError ?? serverErrors?.resume ?? serverErrors?.resumeKey}
        onChange={(file) => {
          setResume(file);
          setResumeError(file ? (checkFile(file, 'resume') ?? undefined) : undefined);
        }}
      />
    </Stack>
  );
};
