import { Controller, useForm, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { EMPLOYMENT_TYPES } from '@elevate/contracts/users/profile.options';
import { WorkEntryBodySchema, type WorkEntry, type WorkEntryValues } from '@elevate/contracts/users/profile.schema';
import { TextInput } from '@/components/text-input';
import { dateInputProps } from '@/components/date-input';
import { useSaveProfileEntry } from '../api/save-profile-entry';
import { EntryListSection, useEntrySubmit, type EntryFormProps } from './entry-list-section';
import { bodyResolver } from './form-resolver';
import { showSaveError } from './form-errors';
import { selectOptions } from './select-options';

interface WorkForm {
  company: string;
  title: string;
  employmentType: string;
  startDate: string;
  endDate: string;
  currentJob: boolean;
  description: string;
}

const FIELDS = ['company', 'title', 'employmentType', 'startDate', 'endDate', 'currentJob', 'description'] as const;

const toForm = (e: WorkEntry | null): WorkForm => ({
  company: e?.company ?? '',
  title: e?.title ?? '',
  employmentType: e?.employmentType ?? '',
  startDate: e?.startDate ?? '',
  endDate: e?.endDate ?? '',
  currentJob: e?.currentJob ?? false,
  description: e?.description ?? '',
});

export const WorkEntryForm = ({ uid, entry, formId, onPendingChange, onSaved }: EntryFormProps<WorkEntry>) => {
  const form = useForm<WorkForm, unknown, WorkEntryValues>({
    resolver: bodyResolver<WorkForm, WorkEntryValues>(WorkEntryBodySchema, (f) => ({
      ...f,
      id: entry?.id,
      employmentType: f.employmentType || undefined,
      endDate: f.currentJob ? null : f.endDate,
    })),
    mode: 'onTouched',
    defaultValues: toForm(entry),
  });
  const { control } = form;
  const currentJob = useWatch({ control, name: 'currentJob' });
  const save = useSaveProfileEntry(uid, 'work');
  const submit = useEntrySubmit(save, onPendingChange, onSaved, (err) => showSaveError(err, form.setError, FIELDS));

  return (
    <Stack component="form" id={formId} noValidate spacing={2} onSubmit={form.handleSubmit(submit)} aria-label="Work">
      <TextInput control={control} name="company" label="Company" required autoComplete="organization" />
      <TextInput control={control} name="title" label="Title" required autoComplete="organization-title" />
      <TextInput control={control} name="employmentType" label="Employment type" required select>
        {selectOptions(EMPLOYMENT_TYPES)}
      </TextInput>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextInput control={control} name="startDate" label="Start date" required {...dateInputProps} />
        {currentJob ? null : (
          <TextInput control={control} name="endDate" label="End date" required {...dateInputProps} />
        )}
      </Box>
      <Controller
        control={control}
        name="currentJob"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox
                checked={field.value}
                onChange={(e) => field.onChange(e.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref } }}
              />
            }
            label="I currently work here"
          />
        )}
      />
      <TextInput control={control} name="description" label="What you did" multiline minRows={3} />
    </Stack>
  );
};

const period = (e: WorkEntry) => `${e.startDate} – ${e.currentJob ? 'present' : (e.endDate ?? '')}`;

export const WorkSection = ({ uid, entries }: { uid: number; entries: WorkEntry[] }) => (
  <EntryListSection
    uid={uid}
    id="work"
    section="work"
    title="Work experience"
    lead="Jobs and internships, the current one first."
    noun="work experience"
    entries={entries}
    empty={{
      title: 'No work experience yet',
      text: 'Add a job or an internship, even a short one: employers look for it first.',
    }}
    describe={(e) => ({
      heading: `${e.title} at ${e.company}`,
      subheading: `${e.employmentType} · ${period(e)}`,
      details: e.description,
    })}
    Form={WorkEntryForm}
  />
);
