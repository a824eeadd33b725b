import { useId, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Controller,
  type Control,
  type Resolver,
  type ControllerFieldState,
  type ControllerRenderProps,
  type UseFormStateReturn,
} from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { IMAGE_EXTENSIONS } from '@elevate/contracts/common/constants';
import { Messages } from '@elevate/contracts/common/messages';
import {
  FORM_EDITOR_MAX,
  FORM_TEXT_MAX,
  answersSchemaOf,
  type FormAnswers,
  type FormAnswerValue,
  type FormFieldDefinition,
} from '@elevate/contracts/drills/form-fields.schema';
import {
  MAX_UPLOAD_MB,
  UPLOAD_RULES,
  UploadMessages,
  type UploadPurpose,
} from '@elevate/contracts/uploads/upload.schema';
import { DATE_FORMAT, dateInputProps } from '@/components/date-input';
import { FormTextField } from '@/components/form-text-field';
import { HiddenFileInput } from '@/components/hidden-file-input';
import { PendingButton } from '@/components/pending-button';
import { TextInput } from '@/components/text-input';
import { openPrivateFile, uploadFile } from '@/lib/upload';
import { aadhaarChars, panChars } from '@/lib/typed-chars';

export interface DynamicFormFieldsProps {
  fields: readonly FormFieldDefinition[];
  /** react-hook-form's control of a form whose values are the answers by field key. */
  control: Control<FormAnswers>;
  /** Where ImgFile and File answers are uploaded (their answer is the upload key). */
  uploadPurpose: UploadPurpose;
  disabled?: boolean;
}

/**
 * `zodResolver(answersSchemaOf(fields))` typed for a form of answers: the schema takes any record (unknown keys
 * are dropped) and answers FormAnswers, which React Hook Form's types cannot relate to the form's own values.
 * `partial` (drafts) skips the required check.
 */
export const answersResolver = (
  fields: readonly FormFieldDefinition[],
  opts: { partial?: boolean } = {},
): Resolver<FormAnswers, unknown, FormAnswers> =>
  zodResolver(answersSchemaOf(fields, opts)) as unknown as Resolver<FormAnswers, unknown, FormAnswers>;

type FieldProps = { field: FormFieldDefinition; control: Control<FormAnswers>; disabled?: boolean };

/**
 * The message under a field: only once it was touched or the form submitted (spec §5), or when the server put it
 * there after a failed save — the same rule as the shared TextInput.
 */
const shownError = (fieldState: ControllerFieldState, formState: UseFormStateReturn<FormAnswers>) =>
  fieldState.isTouched || formState.isSubmitted || fieldState.error?.type === 'server'
    ? fieldState.error?.message
    : undefined;

/** What each typed box keeps of a keystroke, so a wrong character never reaches the answer. */
const keep = {
  integer: (v: string) => v.replace(/[^\d-]/g, '').slice(0, 18),
  float: (v: string) => v.replace(/[^\d.-]/g, '').slice(0, 24),
  mobile: (v: string) => v.replace(/[^\d+\s-]/g, '').slice(0, 16),
};

/** Help text and a format hint together ("Your college id · dd-mm-yyyy"). */
const hintOf = (field: FormFieldDefinition, format?: string) =>
  [field.helpText, format].filter(Boolean).join(' · ') || undefined;

const TextLikeField = ({ field, control, disabled }: FieldProps) => {
  const common = {
    control,
    name: field.key,
    label: field.label,
    required: field.required,
    disabled,
    placeholder: field.placeholder,
    fullWidth: true,
  };
  switch (field.type) {
    case 'Email':
      return (
        <TextInput
          {...common}
          type="email"
          autoComplete="email"
          helperText={hintOf(field)}
          slotProps={{ htmlInput: { inputMode: 'email', maxLength: 254, spellCheck: false } }}
        />
      );
    case 'Mobile':
      return (
        <TextInput
          {...common}
          type="tel"
          autoComplete="tel-national"
          transform={keep.mobile}
          helperText={hintOf(field, '10-digit mobile number')}
          slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 16 } }}
        />
      );
    case 'Integer':
      return (
        <TextInput
          {...common}
          transform={keep.integer}
          helperText={hintOf(field, 'A whole number')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      );
    case 'Float':
      return (
        <TextInput
          {...common}
          transform={keep.float}
          helperText={hintOf(field, 'A number, decimals allowed')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      );
    case 'Pan':
      return (
        <TextInput
          {...common}
          placeholder={field.placeholder ?? 'ABCDE1234F'}
          autoComplete="off"
          transform={panChars}
          helperText={hintOf(field, '5 letters, 4 digits and 1 letter')}
          slotProps={{ htmlInput: { maxLength: 10, autoCapitalize: 'characters', spellCheck: false } }}
        />
      );
    case 'Adhar':
      return (
        <TextInput
          {...common}
          placeholder={field.placeholder ?? '1234 5678 9012'}
          autoComplete="off"
          transform={aadhaarChars}
          helperText={hintOf(field, '12 digits')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 14 } }}
        />
      );
    case 'Password':
      return <FormTextField {...common} password autoComplete="off" helperText={hintOf(field)} />;
    case 'Date':
      return (
        <TextInput
          {...common}
          {...dateInputProps}
          placeholder={field.placeholder ?? DATE_FORMAT}
          helperText={hintOf(field, DATE_FORMAT)}
        />
      );
    case 'URL':
      return (
        <TextInput
          {...common}
          type="url"
          placeholder={field.placeholder ?? 'https://'}
          autoComplete="url"
          helperText={hintOf(field)}
          slotProps={{ htmlInput: { inputMode: 'url', maxLength: 2000, spellCheck: false } }}
        />
      );
    case 'Select':
      return (
        <TextInput {...common} select helperText={hintOf(field)}>
          {field.required ? null : (
            <MenuItem value="">
              <em>No answer</em>
            </MenuItem>
          )}
          {(field.options ?? []).map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextInput>
      );
    case 'Editor':
      // No rich-text editor is part of the app: a long answer is plain text whose empty lines separate paragraphs.
      return (
        <TextInput
          {...common}
          multiline
          minRows={5}
          maxRows={16}
          helperText={hintOf(field, 'Separate paragraphs with an empty line')}
          slotProps={{ htmlInput: { maxLength: field.maxLength ?? FORM_EDITOR_MAX } }}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          helperText={hintOf(field)}
          slotProps={{ htmlInput: { maxLength: field.maxLength ?? FORM_TEXT_MAX } }}
        />
      );
  }
};

/** MUISelect: several of the options, shown as a list of what is chosen. */
const MultiSelectField = ({ field, control, disabled }: FieldProps) => (
  <Controller
    control={control}
    name={field.key}
    render={({ field: { ref, value, onChange, ...rest }, fieldState, formState }) => {
      const message = shownError(fieldState, formState);
      const chosen = Array.isArray(value) ? value : [];
      return (
        <TextField
          {...rest}
          inputRef={ref}
          select
          fullWidth
          label={field.label}
          required={field.required}
          disabled={disabled}
          value={chosen}
          onChange={(e) => {
            const next = e.target.value as unknown as string[] | string;
            onChange(typeof next === 'string' ? next.split(',') : next);
          }}
          error={Boolean(message)}
          helperText={message ?? hintOf(field, 'Choose any that apply')}
          slotProps={{
            select: { multiple: true, renderValue: (selected) => (selected as string[]).join(', ') },
          }}
        >
          {(field.options ?? []).map((option) => (
            <MenuItem key={option} value={option}>
              <Checkbox checked={chosen.includes(option)} tabIndex={-1} disableRipple size="small" />
              <ListItemText primary={option} />
            </MenuItem>
          ))}
        </TextField>
      );
    }}
  />
);

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/** ImgFile takes only the images its purpose allows; File everything the purpose allows. */
const extensionsFor = (field: FormFieldDefinition, purpose: UploadPurpose): string[] => {
  const allowed = UPLOAD_RULES[purpose].extensions;
  return field.type === 'ImgFile'
    ? allowed.filter((e) => (IMAGE_EXTENSIONS as readonly string[]).includes(e))
    : [...allowed];
};

type FileAnswerProps = {
  field: FormFieldDefinition;
  purpose: UploadPurpose;
  disabled?: boolean;
  value: FormAnswerValue | undefined;
  onChange: (key: string | null) => void;
  onBlur: () => void;
  /** Where the form moves focus when this answer is in error (the Upload button). */
  focusRef: ControllerRenderProps<FormAnswers, string>['ref'];
  message: string | undefined;
};

/**
 * An ImgFile or File answer: the file goes through `s3/pre-signed` with the form's purpose (checked by type and
 * size before anything is sent, by content on the server), and the answer is its upload key. The name of a file
 * chosen here is shown; one answered earlier is named by its kind and can be opened.
 */
const FileAnswer = ({ field, purpose, disabled, value, onChange, onBlur, focusRef, message }: FileAnswerProps) => {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [names, setNames] = useState<Record<string, string>>({});
  const key = typeof value === 'string' && value ? value : null;
  const extensions = extensionsFor(field, purpose);
  const noun = field.type === 'ImgFile' ? 'image' : 'file';

  const choose = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    if (!extensions.includes(extensionOf(file.name))) {
      setProblem(field.type === 'ImgFile' ? UploadMessages.imageType : UploadMessages.documentType);
      return;
    }
    setBusy(true);
    try {
      const uploaded = await uploadFile(file, purpose);
      setNames((n) => ({ ...n, [uploaded.key]: uploaded.fileName }));
      onChange(uploaded.key);
      onBlur();
    } catch (err) {
      setProblem((err instanceof Error && err.message) || Messages.somethingWentWrong);
    } finally {
      setBusy(false);
    }
  };
  const remove = () => {
    onChange(null);
    onBlur();
    setProblem(null);
  };
  const view = () => {
    if (key)
      openPrivateFile(key).catch((err: unknown) => setProblem((err as Error).message || Messages.somethingWentWrong));
  };

  const shown = problem ?? message;
  const fileLabel = key ? (names[key] ?? `Uploaded ${extensionOf(key).toUpperCase()} ${noun}`) : `No ${noun} chosen`;
  return (
    <Box role="group" aria-labelledby={`${id}-label`}>
      <FormLabel id={`${id}-label`} required={field.required} disabled={disabled} error={Boolean(shown)}>
        {field.label}
      </FormLabel>
      <Typography variant="body2" color="text.secondary" id={`${id}-hint`}>
        {[field.helpText, `${extensions.join(', ')} · up to ${MAX_UPLOAD_MB} MB`].filter(Boolean).join(' · ')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }} id={`${id}-file`}>
        {fileLabel}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        <PendingButton
          ref={focusRef}
          variant="outlined"
          startIcon={<UploadFileIcon />}
          pending={busy}
          disabled={disabled}
          onClick={() => input.current?.click()}
          aria-label={`${key ? 'Replace' : 'Upload'} ${field.label}`}
          aria-describedby={`${id}-hint ${id}-file ${id}-error`}
        >
          {key ? 'Replace' : 'Upload'}
        </PendingButton>
        {key ? (
          <Button startIcon={<OpenInNewIcon />} onClick={view} aria-label={`View ${field.label}`}>
            View
          </Button>
        ) : null}
        {key && !disabled ? (
          <Button
            color="error"
            startIcon={<DeleteOutlineIcon />}
            disabled={busy}
            onClick={remove}
            aria-label={`Remove ${field.label}`}
          >
            Remove
          </Button>
        ) : null}
      </Stack>
      <HiddenFileInput
        ref={input}
        accept={extensions.map((e) => `.${e}`).join(',')}
        label={`${field.label} file`}
        onFile={(file) => void choose(file)}
      />
      <FormHelperText id={`${id}-error`} error={Boolean(shown)} role={shown ? 'alert' : undefined}>
        {shown ?? ''}
      </FormHelperText>
    </Box>
  );
};

const FileField = ({ field, control, disabled, purpose }: FieldProps & { purpose: UploadPurpose }) => (
  <Controller
    control={control}
    name={field.key}
    render={({ field: { value, onChange, onBlur, ref }, fieldState, formState }) => (
      <FileAnswer
        field={field}
        purpose={purpose}
        disabled={disabled}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        focusRef={ref}
        message={shownError(fieldState, formState)}
      />
    )}
  />
);

/**
 * Renders a form from its field definitions (spec §3 form field types): a labelled input per field, required ones
 * marked, its help text, and its message once touched. The form validates with
 * `zodResolver(answersSchemaOf(fields))`, the schema the server checks the answers with again.
 */
export const DynamicFormFields = ({ fields, control, uploadPurpose, disabled }: DynamicFormFieldsProps) => (
  <Stack spacing={2.5}>
    {fields.map((field) =>
      field.type === 'ImgFile' || field.type === 'File' ? (
        <FileField key={field.key} field={field} control={control} disabled={disabled} purpose={uploadPurpose} />
      ) : field.type === 'MUISelect' ? (
        <MultiSelectField key={field.key} field={field} control={control} disabled={disabled} />
      ) : (
        <TextLikeField key={field.key} field={field} control={control} disabled={disabled} />
      ),
    )}
  </Stack>
);
