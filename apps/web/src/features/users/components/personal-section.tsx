import { Controller, useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import { digitsOnly } from '@elevate/contracts/auth/auth.schema';
import { EXPERIENCE_YEARS } from '@elevate/contracts/common/constants';
import {
  GENDERS,
  INDIAN_STATES,
  MARITAL_STATUSES,
  NOTICE_PERIODS,
  SOCIAL_LINK_KINDS,
} from '@elevate/contracts/users/profile.options';
import {
  normaliseSkills,
  PersonalSectionBodySchema,
  ProfileMessages,
  type PersonalSection as Personal,
  type PersonalSectionValues,
} from '@elevate/contracts/users/profile.schema';
import { PendingButton } from '@/components/pending-button';
import { TextInput } from '@/components/text-input';
import { VirtualizedAutocomplete } from '@/components/virtualized-autocomplete';
import { dateInputProps } from '@/components/date-input';
import { toast } from '@/lib/toast';
import { useSavePersonal } from '../api/save-personal';
import { bodyResolver, numberOrNull } from './form-resolver';
import { showSaveError } from './form-errors';
import { ProfilePictureField } from './profile-picture-field';
import { ProfileSection } from './profile-section';
import { selectOptions } from './select-options';

type SocialKind = (typeof SOCIAL_LINK_KINDS)[number];

export interface PersonalForm {
  currentAddress: string;
  coverLetter: string;
  currentCity: string;
  currentState: string;
  zipcode: string;
  dateOfBirth: string;
  gender: string;
  languagesKnown: string[];
  maritalStatus: string;
  otherDetails: string;
  socialLinks: Record<SocialKind, string>;
  experienceYears: number | '';
  noticePeriod: string;
}

const SOCIAL_LABELS: Record<SocialKind, string> = {
  linkedin: 'LinkedIn',
  github: 'GitHub',
  twitter: 'Twitter / X',
  portfolio: 'Portfolio',
  website: 'Website',
  other: 'Other link',
};

const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = { male: 'Male', female: 'Female', other: 'Other' };

/** Suggestions for languages known: English and India's scheduled languages; any other may be typed. */
export const LANGUAGE_SUGGESTIONS = [
  'English',
  'Hindi',
  'Assamese',
  'Bengali',
  'Bodo',
  'Dogri',
  'Gujarati',
  'Kannada',
  'Kashmiri',
  'Konkani',
  'Maithili',
  'Malayalam',
  'Manipuri',
  'Marathi',
  'Nepali',
  'Odia',
  'Punjabi',
  'Sanskrit',
  'Santali',
  'Sindhi',
  'Tamil',
  'Telugu',
  'Urdu',
];

const FIELDS = [
  'currentAddress',
  'coverLetter',
  'currentCity',
  'currentState',
  'zipcode',
  'dateOfBirth',
  'gender',
  'languagesKnown',
  'maritalStatus',
  'otherDetails',
  'socialLinks',
  'experienceYears',
  'noticePeriod',
] as const;

export const personalToForm = (p: Personal): PersonalForm => ({
  currentAddress: p.currentAddress ?? '',
  coverLetter: p.coverLetter ?? '',
  currentCity: p.currentCity ?? '',
  currentState: p.currentState ?? '',
  zipcode: p.zipcode ?? '',
  dateOfBirth: p.dateOfBirth ?? '',
  gender: p.gender ?? '',
  languagesKnown: p.languagesKnown,
  maritalStatus: p.maritalStatus ?? '',
  otherDetails: p.otherDetails ?? '',
  socialLinks: Object.fromEntries(SOCIAL_LINK_KINDS.map((k) => [k, p.socialLinks[k] ?? ''])) as Record<
    SocialKind,
    string
  >,
  experienceYears: p.experienceYears ?? '',
  noticePeriod: p.noticePeriod ?? '',
});

const resolver = bodyResolver<PersonalForm, PersonalSectionValues>(PersonalSectionBodySchema, (form) => ({
  ...form,
  experienceYears: numberOrNull(form.experienceYears),
}));

/** Personal details (spec §3 "Profile personal"), the profile picture, links and what an employer asks first. */
export const PersonalSection = ({ uid, personal, name }: { uid: number; personal: Personal; name: string }) => {
  const form = useForm<PersonalForm, unknown, PersonalSectionValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: personalToForm(personal),
  });
  const save = useSavePersonal(uid);
  const { control } = form;

  const submit = form.handleSubmit((values) =>
    save.mutateAsync(values).then(
      (saved) => {
        form.reset(personalToForm(saved));
        toast.success(ProfileMessages.saved);
      },
      (err: unknown) => {
        showSaveError(err, form.setError, FIELDS);
      },
    ),
  );

  const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

  return (
    <ProfileSection
      id="personal"
      title="Personal details"
      lead="Where you live, how to reach your work online, and more."
    >
      <ProfilePictureField uid={uid} link={personal.profilePicLink} name={name} />
      <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Personal details">
        <Box sx={twoColumns}>
          <TextInput control={control} name="currentCity" label="Current city" autoComplete="address-level2" />
          <TextInput control={control} name="currentState" label="State" select>
            {selectOptions(INDIAN_STATES, { blank: 'Not given' })}
          </TextInput>
          <TextInput
            control={control}
            name="zipcode"
            label="PIN code"
            autoComplete="postal-code"
            transform={(v) => digitsOnly(v).slice(0, 6)}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            helperText="Six digits"
          />
          <TextInput
            control={control}
            name="dateOfBirth"
            label="Date of birth"
            {...dateInputProps}
            autoComplete="bday"
            helperText="dd-mm-yyyy, like 05-09-2001"
          />
          <TextInput control={control} name="gender" label="Gender" select>
            {selectOptions(GENDERS, { blank: 'Not given', label: (g) => GENDER_LABELS[g] })}
          </TextInput>
          <TextInput control={control} name="maritalStatus" label="Marital status" select>
            {selectOptions(MARITAL_STATUSES, { blank: 'Not given' })}
          </TextInput>
          <TextInput control={control} name="experienceYears" label="Experience (years)" select>
            {selectOptions(
              EXPERIENCE_YEARS.map((e) => e.value),
              {
                blank: 'Not given',
                label: (v) => EXPERIENCE_YEARS.find((e) => e.value === v)?.label ?? String(v),
              },
            )}
          </TextInput>
          <TextInput control={control} name="noticePeriod" label="Notice period" select>
            {selectOptions(NOTICE_PERIODS, { blank: 'Not given' })}
          </TextInput>
        </Box>
        <TextInput
          control={control}
          name="currentAddress"
          label="Current address"
          autoComplete="street-address"
          multiline
          minRows={2}
        />
        <Controller
          control={control}
          name="languagesKnown"
          render={({ field, fieldState, formState }) => {
            const message =
              fieldState.isTouched || formState.isSubmitted
                ? (fieldState.error?.message ??
                  (fieldState.error as unknown as Record<string, { message?: string }>)?.[0]?.message)
                : undefined;
            return (
              <VirtualizedAutocomplete<string, true, false, true>
                multiple
                freeSolo
                autoSelect
                options={LANGUAGE_SUGGESTIONS}
                value={field.value}
                onChange={(_, value) => field.onChange(normaliseSkills(value))}
                onBlur={field.onBlur}
                renderValue={(value, getItemProps) =>
                  value.map((language, index) => {
                    const { key, ...itemProps } = getItemProps({ index });
                    return <Chip key={key} label={language} size="small" {...itemProps} />;
                  })
                }
                renderInput={(params) => (
                  <TextField
                    {...params}
                    inputRef={field.ref}
                    label="Languages known"
                    placeholder={field.value.length ? undefined : 'Type a language and press Enter'}
                    error={Boolean(message)}
                    helperText={message}
                  />
                )}
              />
            );
          }}
        />

        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, pt: 1 }}>
          Links
        </Typography>
        <Box sx={twoColumns}>
          {SOCIAL_LINK_KINDS.map((kind) => (
            <TextInput
              key={kind}
              control={control}
              name={`socialLinks.${kind}`}
              label={SOCIAL_LABELS[kind]}
              type="url"
              placeholder="https://"
              autoComplete="url"
            />
          ))}
        </Box>

        <TextInput
          control={control}
          name="coverLetter"
          label="Cover letter"
          multiline
          minRows={4}
          helperText="A short note about you that employers read with your applications"
        />
        <TextInput control={control} name="otherDetails" label="Other details" multiline minRows={2} />
        <Box>
          <PendingButton type="submit" variant="contained" startIcon={<SaveIcon />} pending={save.isPending}>
            Save personal details
          </PendingButton>
        </Box>
      </Stack>
    </ProfileSection>
  );
};
