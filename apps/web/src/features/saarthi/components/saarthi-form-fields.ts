import { SAARTHI_DEFAULT_MAX_MENTEES, SAARTHI_DEFAULT_TIMEZONE } from '@elevate/contracts/saarthi/saarthi.constants';
import {
  SaarthiApplicationInputSchema,
  type SaarthiApplicationInput,
  type SaarthiMine,
} from '@elevate/contracts/saarthi/saarthi.schema';
import { schemaErrorsOf, type FieldErrorsOf } from '@/components/form-dialog';

/** The apply / edit form's values as typed (numbers as text until checked). */
export interface SaarthiFormValues {
  headline: string;
  expertise: string[];
  company: string;
  designation: string;
  yearsOfExperience: string;
  languages: string[];
  helpWith: string;
  bio: string;
  linkedinUrl: string;
  maxMentees: string;
  sessionMinutes: number;
  timezone: string;
}

export const emptySaarthiForm = (): SaarthiFormValues => ({
  headline: '',
  expertise: [],
  company: '',
  designation: '',
  yearsOfExperience: '',
  languages: ['English'],
  helpWith: '',
  bio: '',
  linkedinUrl: '',
  maxMentees: String(SAARTHI_DEFAULT_MAX_MENTEES),
  sessionMinutes: 45,
  timezone: SAARTHI_DEFAULT_TIMEZONE,
});

export const saarthiFormOf = (mine: SaarthiMine): SaarthiFormValues => ({
  headline: mine.headline,
  expertise: mine.expertise,
  company: mine.company,
  designation: mine.designation,
  yearsOfExperience: String(mine.yearsOfExperience),
  languages: mine.languages,
  helpWith: mine.helpWith,
  bio: mine.bio,
  linkedinUrl: mine.linkedinUrl,
  maxMentees: String(mine.maxMentees),
  sessionMinutes: mine.sessionMinutes,
  timezone: mine.timezone,
});

/** The body the API is sent: checked by its own schema, each field's first problem returned. */
export const checkSaarthiForm = (
  values: SaarthiFormValues,
): { body?: SaarthiApplicationInput; errors: FieldErrorsOf<SaarthiFormValues> } => {
  const errors = schemaErrorsOf(SaarthiApplicationInputSchema as never, values) as FieldErrorsOf<SaarthiFormValues>;
  if (Object.keys(errors).length > 0) return { errors };
  return { body: SaarthiApplicationInputSchema.parse(values), errors };
};

/** Every IANA zone the browser knows, the site's home zone first. */
export const timeZoneOptions = (): string[] => {
  const all =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [SAARTHI_DEFAULT_TIMEZONE];
  return [SAARTHI_DEFAULT_TIMEZONE, ...all.filter((z) => z !== SAARTHI_DEFAULT_TIMEZONE)];
};
