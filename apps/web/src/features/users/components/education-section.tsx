import { useMemo } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  COURSE_LEVELS,
  DEGREE_LEVELS,
  DEGREES,
  EDUCATION_LEVELS,
  GRADE_RANGES,
  GRADE_TYPES,
  STUDY_YEARS,
  educationYears,
} from '@elevate/contracts/users/profile.options';
import {
  EducationEntryBodySchema,
  type EducationEntry,
  type EducationEntryValues,
} from '@elevate/contracts/users/profile.schema';
import { TextInput } from '@/components/text-input';
import { VirtualizedAutocomplete } from '@/components/virtualized-autocomplete';
import { useSaveProfileEntry } from '../api/save-profile-entry';
import { EntryListSection, useEntrySubmit, type EntryFormProps } from './entry-list-section';
import { bodyResolver, numberOrMissing, numberOrNull } from './form-resolver';
import { showSaveError } from './form-errors';
import { InstitutionField } from './institution-field';
import { selectOptions } from './select-options';

export interface EducationForm {
  level: string;
  courseLevel: string;
  degree: string;
  institution: string;
  collegeId: number | null;
  studyYear: string;
  degreeLevel: string;
  gradeType: string;
  grade: string;
  startYear: number | '';
  endYear: number | '';
}

const FIELDS = [
  'level',
  'courseLevel',
  'degree',
  'institution',
  'collegeId',
  'studyYear',
  'degreeLevel',
  'gradeType',
  'grade',
  'startYear',
  'endYear',
] as const;

const STUDY_YEAR_LABELS: Record<(typeof STUDY_YEARS)[number], string> = {
  '1': '1st year',
  '2': '2nd year',
  '3': '3rd year',
  last: 'Final year',
};

const toForm = (e: EducationEntry | null): EducationForm => ({
  level: e?.level ?? '',
  courseLevel: e?.courseLevel ?? '',
  degree: e?.degree ?? '',
  institution: e?.institution ?? '',
  collegeId: e?.collegeId ?? null,
  studyYear: e?.studyYear ?? '',
  degreeLevel: e?.degreeLevel ?? '',
  gradeType: e?.gradeType ?? '',
  grade: e?.grade === null || e?.grade === undefined ? '' : String(e.grade),
  startYear: e?.startYear ?? '',
  endYear: e?.endYear ?? '',
});

/** Only digits and one decimal point: a CGPA or a percentage. */
const gradeChars = (value: string) =>
  value
    .replace(/[^\d.]/g, '')
    .replace(/(\..*)\./g, '$1')
    .slice(0, 6);

const DegreeField = ({ control }: { control: Control<EducationForm, unknown, EducationEntryValues> }) => (
  <Controller
    control={control}
    name="degree"
    render={({ field, fieldState, formState }) => {
      const message = fieldState.isTouched || formState.isSubmitted ? fieldState.error?.message : undefined;
      return (
        <VirtualizedAutocomplete<string, false, false, true>
          freeSolo
          autoSelect
          options={DEGREES}
          value={field.value || null}
          inputValue={field.value}
          onInputChange={(_, value) => field.onChange(value)}
          onChange={(_, value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              label="Degree"
              placeholder="Search, or type your degree"
              error={Boolean(message)}
              helperText={message}
            />
          )}
        />
      );
    }}
  />
);

export const EducationEntryForm = ({
  uid,
  entry,
  formId,
  onPendingChange,
  onSaved,
}: EntryFormProps<EducationEntry>) => {
  const form = useForm<EducationForm, unknown, EducationEntryValues>({
    resolver: bodyResolver<EducationForm, EducationEntryValues>(EducationEntryBodySchema, (f) => ({
      ...f,
      id: entry?.id,
      level: f.level || undefined,
      grade: numberOrNull(f.grade),
      startYear: numberOrMissing(f.startYear),
      endYear: f.endYear === '' ? null : f.endYear,
    })),
    mode: 'onTouched',
    defaultValues: toForm(entry),
  });
  const { control } = form;
  const gradeType = useWatch({ control, name: 'gradeType' }) as keyof typeof GRADE_RANGES | '';
  const years = useMemo(() => educationYears(), []);
  const save = useSaveProfileEntry(uid, 'education');
  const submit = useEntrySubmit(save, onPendingChange, onSaved, (err) => showSaveError(err, form.setError, FIELDS));
  const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
  const range = gradeType ? GRADE_RANGES[gradeType] : null;

  return (
    <Stack
      component="form"
      id={formId}
      noValidate
      spacing={2}
      onSubmit={form.handleSubmit(submit)}
      aria-label="Education"
    >
      <Box sx={twoColumns}>
        <TextInput control={control} name="level" label="Education level" required select>
          {selectOptions(EDUCATION_LEVELS)}
        </TextInput>
        <TextInput control={control} name="courseLevel" label="Course level" select>
          {selectOptions(COURSE_LEVELS, { blank: 'Not given' })}
        </TextInput>
      </Box>
      <DegreeField control={control} />
      <InstitutionField control={control} />
      <Box sx={twoColumns}>
        <TextInput control={control} name="degreeLevel" label="Degree level" select>
          {selectOptions(DEGREE_LEVELS, { blank: 'Not given' })}
        </TextInput>
        <TextInput control={control} name="studyYear" label="Year of study" select>
          {selectOptions(STUDY_YEARS, { blank: 'Not given', label: (y) => STUDY_YEAR_LABELS[y] })}
        </TextInput>
        <TextInput control={control} name="startYear" label="Start year" required select>
          {selectOptions(years)}
        </TextInput>
        <TextInput control={control} name="endYear" label="End year (or expected)" select>
          {selectOptions(years, { blank: 'Not given' })}
        </TextInput>
        <TextInput control={control} name="gradeType" label="Grade type" select>
          {selectOptions(GRADE_TYPES, { blank: 'Not given', label: (t) => (t === 'CGPA' ? 'CGPA' : 'Percentage') })}
        </TextInput>
        <TextInput
          control={control}
          name="grade"
          label={gradeType === 'PERCENTAGE' ? 'Percentage' : gradeType === 'CGPA' ? 'CGPA' : 'Grade'}
          transform={gradeChars}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          helperText={range ? `From ${range.min} to ${range.max}` : 'Choose the grade type first'}
        />
      </Box>
    </Stack>
  );
};

const describeEducation = (e: EducationEntry) => {
  const years = e.startYear ? `${e.startYear} – ${e.endYear ?? 'present'}` : null;
  const grade = e.grade !== null && e.gradeType ? (e.gradeType === 'CGPA' ? `CGPA ${e.grade}` : `${e.grade} %`) : null;
  return {
    heading: e.degree ? `${e.degree} (${e.level})` : e.level,
    subheading: e.institution,
    details: [years, grade].filter(Boolean).join(' · ') || null,
  };
};

export const EducationSection = ({ uid, entries }: { uid: number; entries: EducationEntry[] }) => (
  <EntryListSection
    uid={uid}
    id="education"
    section="education"
    title="Education"
    lead="Schools, colleges and degrees, from 10th onwards."
    noun="education"
    entries={entries}
    empty={{ title: 'No education yet', text: 'Add your latest degree or class: most jobs ask for it.' }}
    describe={describeEducation}
    Form={EducationEntryForm}
  />
);
