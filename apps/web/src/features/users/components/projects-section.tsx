import { useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import {
  ProjectEntryBodySchema,
  type ProjectEntry,
  type ProjectEntryValues,
} from '@elevate/contracts/users/profile.schema';
import { TextInput } from '@/components/text-input';
import { dateInputProps } from '@/components/date-input';
import { useSaveProfileEntry } from '../api/save-profile-entry';
import { EntryListSection, useEntrySubmit, type EntryFormProps } from './entry-list-section';
import { bodyResolver } from './form-resolver';
import { showSaveError } from './form-errors';

interface ProjectForm {
  title: string;
  description: string;
  url: string;
  startDate: string;
  endDate: string;
}

const FIELDS = ['title', 'description', 'url', 'startDate', 'endDate'] as const;

const toForm = (e: ProjectEntry | null): ProjectForm => ({
  title: e?.title ?? '',
  description: e?.description ?? '',
  url: e?.url ?? '',
  startDate: e?.startDate ?? '',
  endDate: e?.endDate ?? '',
});

export const ProjectEntryForm = ({ uid, entry, formId, onPendingChange, onSaved }: EntryFormProps<ProjectEntry>) => {
  const form = useForm<ProjectForm, unknown, ProjectEntryValues>({
    resolver: bodyResolver<ProjectForm, ProjectEntryValues>(ProjectEntryBodySchema, (f) => ({ ...f, id: entry?.id })),
    mode: 'onTouched',
    defaultValues: toForm(entry),
  });
  const { control } = form;
  const save = useSaveProfileEntry(uid, 'project');
  const submit = useEntrySubmit(save, onPendingChange, onSaved, (err) => showSaveError(err, form.setError, FIELDS));

  return (
    <Stack
      component="form"
      id={formId}
      noValidate
      spacing={2}
      onSubmit={form.handleSubmit(submit)}
      aria-label="Project"
    >
      <TextInput control={control} name="title" label="Project title" required />
      <TextInput control={control} name="description" label="Description" multiline minRows={3} />
      <TextInput control={control} name="url" label="Link" type="url" placeholder="https://" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextInput control={control} name="startDate" label="Start date" {...dateInputProps} />
        <TextInput control={control} name="endDate" label="End date" {...dateInputProps} />
      </Box>
    </Stack>
  );
};

const period = (e: ProjectEntry) =>
  e.startDate || e.endDate ? `${e.startDate ?? '…'} – ${e.endDate ?? 'ongoing'}` : null;

export const ProjectsSection = ({ uid, entries }: { uid: number; entries: ProjectEntry[] }) => (
  <EntryListSection
    uid={uid}
    id="projects"
    section="project"
    title="Projects"
    lead="What you built, at college, at work or on your own."
    noun="project"
    entries={entries}
    empty={{ title: 'No projects yet', text: 'A project shows what you can do: add one with a link if it is online.' }}
    describe={(e) => ({
      heading: e.title,
      subheading: period(e),
      details: (
        <>
          {e.description ? (
            <Box component="span" sx={{ display: 'block' }}>
              {e.description}
            </Box>
          ) : null}
          {e.url ? (
            <Link href={e.url} target="_blank" rel="noopener noreferrer">
              {e.url}
            </Link>
          ) : null}
        </>
      ),
    })}
    Form={ProjectEntryForm}
  />
);
