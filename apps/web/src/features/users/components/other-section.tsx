import { useForm, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { OTHER_KINDS, PATENT_STATUSES } from '@elevate/contracts/users/profile.options';
import { OtherEntryBodySchema, type OtherEntry, type OtherEntryValues } from '@elevate/contracts/users/profile.schema';
import { TextInput } from '@/components/text-input';
import { dateInputProps } from '@/components/date-input';
import { useSaveProfileEntry } from '../api/save-profile-entry';
import { EntryListSection, useEntrySubmit, type EntryFormProps } from './entry-list-section';
import { bodyResolver } from './form-resolver';
import { showSaveError } from './form-errors';
import { selectOptions } from './select-options';

type Kind = (typeof OTHER_KINDS)[number];
export const OTHER_KIND_LABELS: Record<Kind, string> = {
  patent: 'Patent',
  certification: 'Certification',
  achievement: 'Achievement',
};

interface OtherForm {
  kind: string;
  title: string;
  issuer: string;
  reference: string;
  status: string;
  date: string;
  url: string;
  description: string;
}

const FIELDS = ['kind', 'title', 'issuer', 'reference', 'status', 'date', 'url', 'description'] as const;

const toForm = (e: OtherEntry | null): OtherForm => ({
  kind: e?.kind ?? 'certification',
  title: e?.title ?? '',
  issuer: e?.issuer ?? '',
  reference: e?.reference ?? '',
  status: e?.status ?? '',
  date: e?.date ?? '',
  url: e?.url ?? '',
  description: e?.description ?? '',
});

export const OtherEntryForm = ({ uid, entry, formId, onPendingChange, onSaved }: EntryFormProps<OtherEntry>) => {
  const form = useForm<OtherForm, unknown, OtherEntryValues>({
    resolver: bodyResolver<OtherForm, OtherEntryValues>(OtherEntryBodySchema, (f) => ({
      ...f,
      id: entry?.id,
      status: f.kind === 'patent' ? f.status : null,
    })),
    mode: 'onTouched',
    defaultValues: toForm(entry),
  });
  const { control } = form;
  const kind = useWatch({ control, name: 'kind' });
  const patent = kind === 'patent';
  const save = useSaveProfileEntry(uid, 'other');
  const submit = useEntrySubmit(save, onPendingChange, onSaved, (err) => showSaveError(err, form.setError, FIELDS));

  return (
    <Stack
      component="form"
      id={formId}
      noValidate
      spacing={2}
      onSubmit={form.handleSubmit(submit)}
      aria-label="Patent, certification or achievement"
    >
      <TextInput control={control} name="kind" label="Kind" required select>
        {selectOptions(OTHER_KINDS, { label: (k) => OTHER_KIND_LABELS[k] })}
      </TextInput>
      <TextInput control={control} name="title" label="Title" required />
      {patent ? (
        <TextInput control={control} name="status" label="Patent status" required select>
          {selectOptions(PATENT_STATUSES)}
        </TextInput>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextInput control={control} name="issuer" label={patent ? 'Patent office' : 'Issued by'} />
        <TextInput
          control={control}
          name="reference"
          label={patent ? 'Patent or application number' : 'Number or credential id'}
        />
        <TextInput control={control} name="date" label={patent ? 'Filed or granted on' : 'Date'} {...dateInputProps} />
        <TextInput control={control} name="url" label="Link" type="url" placeholder="https://" />
      </Box>
      <TextInput control={control} name="description" label="Description" multiline minRows={2} />
    </Stack>
  );
};

export const OtherSection = ({ uid, entries }: { uid: number; entries: OtherEntry[] }) => (
  <EntryListSection
    uid={uid}
    id="other"
    section="other"
    title="Patents, certifications and achievements"
    lead="Courses you completed, prizes you won and patents issued or pending."
    noun="item"
    entries={entries}
    empty={{
      title: 'Nothing here yet',
      text: 'Add a certification, an achievement or a patent: they set you apart from other applicants.',
    }}
    describe={(e) => ({
      heading: e.title,
      subheading: [e.issuer, e.reference, e.date].filter(Boolean).join(' · ') || null,
      details: (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 0.5 }}>
          <Chip size="small" label={OTHER_KIND_LABELS[e.kind]} />
          {e.status ? <Chip size="small" variant="outlined" label={e.status} /> : null}
          {e.url ? (
            <Link href={e.url} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
              {e.url}
            </Link>
          ) : null}
          {e.description ? (
            <Box component="span" sx={{ flexBasis: '100%' }}>
              {e.description}
            </Box>
          ) : null}
        </Box>
      ),
    })}
    Form={OtherEntryForm}
  />
);
