import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { FILE_FIELD_TYPES, type FormFieldDefinition } from '@elevate/contracts/drills/form-fields.schema';
import type { Submission } from '@elevate/contracts/drills/submission.schema';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { openSubmissionFile } from '../api/submission-file-link';

/**
 * The files of the saved submission, each opened through the submission's own signed link, which every member
 * of the team may read (a file's own link opens only for the member who uploaded it). Nothing when it has none.
 */
export const SubmissionFiles = ({
  submission,
  fields,
}: {
  submission: Pick<Submission, 'drillId' | 'submissionId' | 'answers'>;
  fields: readonly FormFieldDefinition[];
}) => {
  const files = fields
    .filter((f) => FILE_FIELD_TYPES.includes(f.type))
    .map((f) => ({ label: f.label, key: submission.answers[f.key] }))
    .filter((f): f is { label: string; key: string } => typeof f.key === 'string' && f.key.length > 0);
  if (files.length === 0) return null;
  return (
    <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Files in the saved submission">
      {files.map((f) => (
        <Stack component="li" key={f.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
            {f.label}
          </Typography>
          <Button
            size="small"
            endIcon={<OpenInNewIcon fontSize="small" aria-hidden />}
            aria-label={`Open ${f.label}`}
            onClick={() =>
              openSubmissionFile(submission.drillId, submission.submissionId, f.key).catch((err: unknown) =>
                toast.error(errorMessage(err)),
              )
            }
          >
            Open
          </Button>
        </Stack>
      ))}
    </Stack>
  );
};
