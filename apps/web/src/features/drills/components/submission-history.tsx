import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { relativeTime } from '@elevate/contracts/common/format';
import type { FormFieldDefinition } from '@elevate/contracts/drills/form-fields.schema';
import type { SubmissionVersion } from '@elevate/contracts/drills/submission.schema';
import { DrillDateTime } from './drill-date';

/** Versions shown before "Show all": drafts are saved as one types, so a busy phase keeps many. */
export const HISTORY_SHOWN = 5;

/** The changed answers by their labels ('Problem statement' for the choice; a removed question by its key). */
export const changedLabels = (changed: readonly string[], fields: readonly FormFieldDefinition[]): string[] => {
  const labels = new Map(fields.map((f) => [f.key, f.label]));
  return changed.map((key) => (key === 'problemStatementId' ? 'Problem statement' : (labels.get(key) ?? key)));
};

const whatChanged = (v: SubmissionVersion, fields: readonly FormFieldDefinition[]) => {
  const labels = changedLabels(v.changedFields, fields);
  if (labels.length === 0) return v.status === 'submitted' ? 'Submitted without changes' : 'No answers changed';
  return `Changed ${labels.join(', ')}`;
};

/**
 * Every kept version of the submission, newest first: draft or submitted, who saved it, when, and which
 * answers it changed. The first few show; the rest on request.
 */
export const SubmissionHistory = ({
  versions,
  fields,
}: {
  versions: readonly SubmissionVersion[];
  fields: readonly FormFieldDefinition[];
}) => {
  const [all, setAll] = useState(false);
  if (versions.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        Nothing saved yet. Every save and submission is kept here, with who made it.
      </Typography>
    );
  const shown = all ? versions : versions.slice(0, HISTORY_SHOWN);
  return (
    <>
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Versions, newest first">
        {shown.map((v) => (
          <Box
            component="li"
            key={v.version}
            sx={{ pl: 1.5, borderLeft: 3, borderColor: v.status === 'submitted' ? 'success.main' : 'divider' }}
          >
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              Version {v.version} · {v.status === 'submitted' ? 'Submitted' : 'Draft'}
            </Typography>
            <Typography variant="body2">
              {v.createdBy?.name ?? 'A former member'} · <DrillDateTime value={v.createdAt} />{' '}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                ({relativeTime(v.createdAt)})
              </Box>
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {whatChanged(v, fields)}
            </Typography>
          </Box>
        ))}
      </Stack>
      {versions.length > HISTORY_SHOWN ? (
        <Button size="small" onClick={() => setAll((a) => !a)} sx={{ mt: 1 }} aria-expanded={all}>
          {all ? 'Show fewer' : `Show all ${versions.length} versions`}
        </Button>
      ) : null}
    </>
  );
};
