import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import {
  CHOICE_FIELD_TYPES,
  FORM_FIELD_TYPE_LABELS,
  FORM_FIELDS_MAX,
  FormFieldsBodySchema,
  withKeys,
  type FormFieldDraft,
} from '@elevate/contracts/console/console-drill-forms.schema';
import {
  FORM_FIELD_TYPES,
  type FormFieldDefinition,
  type FormFieldType,
} from '@elevate/contracts/drills/form-fields.schema';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { PendingButton } from '@/components/pending-button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { FormBuilderField, type BuilderRow, type RowErrors } from './form-builder-field';

let rowSequence = 0;
const rowOf = (field: FormFieldDraft): BuilderRow => ({ id: `form-field-${++rowSequence}`, field });

/** The body the API takes: only what each type uses, blank help text left out. */
const bodyOf = (rows: readonly BuilderRow[]): FormFieldDraft[] =>
  rows.map(({ field }) => {
    const { key, label, type, required, options, helpText, placeholder, maxLength } = field;
    return {
      ...(key ? { key } : {}),
      label,
      type,
      required: required ?? false,
      ...(CHOICE_FIELD_TYPES.includes(type) ? { options: options ?? [] } : {}),
      ...(helpText?.trim() ? { helpText } : {}),
      ...(placeholder?.trim() ? { placeholder } : {}),
      ...(maxLength !== undefined ? { maxLength } : {}),
    };
  });

/** Messages by row index and property, from the shared schema's issues or the API's `fields`. */
const errorsByRow = (entries: [string, string][]): Record<number, RowErrors> => {
  const out: Record<number, RowErrors> = {};
  for (const [path, message] of entries) {
    const [, index, prop] = path.split('.');
    const i = Number(index);
    if (!Number.isInteger(i)) continue;
    const key = (prop ?? 'label') as keyof RowErrors;
    out[i] = { ...out[i], [key]: out[i]?.[key] ?? message };
  }
  return out;
};

/**
 * A form builder for a hackathon's registration questions or a phase's submission form: add a field by type,
 * its label, required switch, options for selects and help text; move fields up and down with buttons; remove
 * one after a confirmation. Checked with the schema the API checks again; `renderPreview` (composed by the page)
 * shows the form as participants will see it.
 */
export const FormBuilder = ({
  title,
  saved,
  answeredCount,
  answeredNoun,
  onSave,
  saving,
  renderPreview,
  saveLabel = 'Save form',
  level = 2,
}: {
  title: string;
  /** The heading level of the title (the preview's is one below). */
  level?: 2 | 3 | 4;
  /** The form as stored. Remount (key) the builder when it changes to start again from it. */
  saved: readonly FormFieldDefinition[];
  /** Registrations or submissions already holding answers. */
  answeredCount: number;
  answeredNoun: { one: string; many: string };
  onSave: (fields: FormFieldDraft[]) => Promise<unknown>;
  saving: boolean;
  renderPreview?: (fields: FormFieldDefinition[]) => ReactNode;
  saveLabel?: string;
}) => {
  const headingId = useId();
  const [rows, setRows] = useState<BuilderRow[]>(() => saved.map((f) => rowOf({ ...f })));
  const [newType, setNewType] = useState<FormFieldType>('Text');
  const [errors, setErrors] = useState<Record<number, RowErrors>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<BuilderRow | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const dirty = JSON.stringify(bodyOf(rows)) !== JSON.stringify(bodyOf(saved.map((f) => rowOf(f))));
  const previewFields = useMemo(() => withKeys(rows.map((r) => r.field).filter((f) => f.label.trim() !== '')), [rows]);

  const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

  const add = () => {
    const row = rowOf({
      label: '',
      type: newType,
      required: false,
      ...(CHOICE_FIELD_TYPES.includes(newType) ? { options: [] } : {}),
    });
    setRows((rs) => [...rs, row]);
    focusSoon(`${row.id}-label`);
  };

  const move = (index: number, direction: -1 | 1) => {
    const target = index + direction;
    const moved = rows[index];
    if (!moved || target < 0 || target >= rows.length) return;
    const next = [...rows];
    next.splice(index, 1);
    next.splice(target, 0, moved);
    setRows(next);
    setErrors({});
    // Keep the focus on the button pressed; at the end of the list the other button stays usable.
    const atEdge = target === 0 || target === rows.length - 1;
    focusSoon(`${moved.id}-${atEdge ? (direction === -1 ? 'down' : 'up') : direction === -1 ? 'up' : 'down'}`);
  };

  const remove = (row: BuilderRow) => {
    setRows((rs) => rs.filter((r) => r.id !== row.id));
    setErrors({});
    setRemoving(null);
  };

  const save = async () => {
    setProblem(null);
    const body = bodyOf(rows);
    const parsed = FormFieldsBodySchema.safeParse({ fields: body });
    if (!parsed.success) {
      setErrors(errorsByRow(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      setProblem(parsed.error.issues[0]?.message ?? 'Some fields need your attention.');
      return;
    }
    setErrors({});
    try {
      await onSave(body);
    } catch (err) {
      if (err instanceof ApiError) setErrors(errorsByRow(Object.entries(err.fields)));
      setProblem(errorMessage(err));
    }
  };

  const answered =
    answeredCount > 0
      ? `${answeredCount} ${answeredCount === 1 ? answeredNoun.one : answeredNoun.many} so far. Removing a field hides it; the answers already given are kept. Making a field required applies to new answers only.`
      : null;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" component={`h${level}` as 'h2' | 'h3' | 'h4'} sx={{ mb: 1 }}>
        {title}
      </Typography>
      {answered ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {answered}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            lg: renderPreview ? 'minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 1fr)',
          },
        }}
      >
        <Box>
          {rows.length === 0 ? (
            <EmptyState title="No questions yet">
              Add the first field below: participants will answer it on this form.
            </EmptyState>
          ) : (
            <Stack component="ul" ref={listRef} spacing={2} sx={{ p: 0, m: 0 }} aria-label={`${title}: fields`}>
              {rows.map((row, index) => (
                <FormBuilderField
                  key={row.id}
                  row={row}
                  index={index}
                  count={rows.length}
                  errors={errors[index] ?? {}}
                  onChange={(field) => setRows((rs) => rs.map((r) => (r.id === row.id ? { ...r, field } : r)))}
                  onMove={(direction) => move(index, direction)}
                  onRemove={() => setRemoving(row)}
                />
              ))}
            </Stack>
          )}
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ mt: 2, alignItems: { xs: 'stretch', sm: 'center' } }}
          >
            <TextField
              select
              size="small"
              label="New field type"
              value={newType}
              onChange={(e) => setNewType(e.target.value as FormFieldType)}
              sx={{ minWidth: 240 }}
            >
              {FORM_FIELD_TYPES.map((t) => (
                <MenuItem key={t} value={t}>
                  {FORM_FIELD_TYPE_LABELS[t]}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              onClick={add}
              disabled={rows.length >= FORM_FIELDS_MAX}
              sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            >
              Add field
            </Button>
          </Stack>
          {problem ? (
            <Alert severity="error" sx={{ mt: 2 }} role="alert">
              {problem}
            </Alert>
          ) : null}
          <Stack direction="row" spacing={1.5} sx={{ mt: 3, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <PendingButton variant="contained" pending={saving} onClick={() => void save()}>
              {saveLabel}
            </PendingButton>
            {dirty ? (
              <Typography variant="body2" color="text.secondary">
                Unsaved changes
              </Typography>
            ) : null}
          </Stack>
        </Box>
        {renderPreview ? (
          <Paper
            variant="outlined"
            component="aside"
            aria-label="Preview"
            sx={{ p: { xs: 1.5, sm: 2 }, alignSelf: 'start' }}
          >
            <Typography variant="h4" component={`h${level + 1}` as 'h3' | 'h4' | 'h5'} sx={{ mb: 0.5 }}>
              Preview
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              What participants will see.
            </Typography>
            {previewFields.length > 0 ? (
              renderPreview(previewFields)
            ) : (
              <Typography color="text.secondary">Questions you add appear here.</Typography>
            )}
          </Paper>
        ) : null}
      </Box>
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.field.label.trim() ? `"${removing.field.label.trim()}"` : 'this field'}?`}
        confirmLabel="Remove field"
        danger
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove(removing)}
      >
        {answeredCount > 0
          ? 'It leaves the form when you save. Answers already given to it are kept and hidden; adding the field back shows them again.'
          : 'It leaves the form when you save.'}
      </ConfirmDialog>
    </Box>
  );
};
