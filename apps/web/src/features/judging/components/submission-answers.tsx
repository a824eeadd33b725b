import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { FILE_FIELD_TYPES, type FormAnswerValue } from '@elevate/contracts/drills/form-fields.schema';
import { RichTextBlock } from '@/components/rich-text-block';
import type { AssignmentDetail } from '@elevate/contracts/judging/judging.schema';

type Submission = AssignmentDetail['submission'];

const isWebAddress = (v: string) => /^https?:\/\//i.test(v);

const plain = (v: FormAnswerValue): string =>
  v === null || v === undefined ? '' : Array.isArray(v) ? v.join(', ') : String(v);

/** One answer: a file as a link through its short-lived address, a URL as a link, everything else as text. */
const Answer = ({
  submission,
  fieldKey,
  type,
  label,
}: {
  submission: Submission;
  fieldKey: string;
  type: string;
  label: string;
}) => {
  const value = submission.answers[fieldKey] ?? null;
  if (FILE_FIELD_TYPES.includes(type as never)) {
    const link = submission.fileLinks[fieldKey];
    if (!value) return <Typography color="text.secondary">No file</Typography>;
    if (!link) return <Typography color="text.secondary">The file is missing from the store.</Typography>;
    return (
      <Link
        href={link.url}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
      >
        Open {label}
        <OpenInNewIcon fontSize="inherit" aria-hidden />
      </Link>
    );
  }
  const text = plain(value);
  if (!text) return <Typography color="text.secondary">Not answered</Typography>;
  if (type === 'URL' && isWebAddress(text)) {
    return (
      <Link href={text} target="_blank" rel="noopener noreferrer nofollow" sx={{ overflowWrap: 'anywhere' }}>
        {text}
      </Link>
    );
  }
  // Editor answers are kept exactly as typed: shown as text, never as markup.
  return <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Typography>;
};

/**
 * What the judge scores: who submitted it (unless the phase is blind), the problem statement and every answer of
 * the phase's form, labelled by its question.
 */
export const SubmissionAnswers = ({ submission, blind }: { submission: Submission; blind: boolean }) => (
  <Paper
    component="section"
    aria-labelledby="submission-title"
    variant="outlined"
    sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
  >
    <Stack spacing={2.5}>
      <Box>
        <Typography id="submission-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {submission.displayName}
        </Typography>
        {blind ? (
          <Typography variant="body2" color="text.secondary">
            Blind judging: names and institutions are hidden so the work is judged on its own.
          </Typography>
        ) : (
          <Stack spacing={0.5} sx={{ mt: 0.5 }}>
            {submission.members.length > 0 ? (
              <Typography variant="body2">Members: {submission.members.join(', ')}</Typography>
            ) : null}
            {submission.institutions.length > 0 ? (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                {submission.institutions.map((i) => (
                  <Chip key={i} size="small" label={i} />
                ))}
              </Stack>
            ) : null}
          </Stack>
        )}
      </Box>
      {submission.problemStatement ? (
        <Box>
          <Typography component="h3" variant="subtitle2" color="text.secondary">
            Problem statement
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>{submission.problemStatement.title}</Typography>
          {submission.problemStatement.description ? (
            <RichTextBlock html={submission.problemStatement.description} />
          ) : null}
        </Box>
      ) : null}
      <Stack component="dl" spacing={2} sx={{ m: 0 }}>
        {submission.fields.map((f) => (
          <Box key={f.key}>
            <Typography component="dt" variant="subtitle2" color="text.secondary">
              {f.label}
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              <Answer submission={submission} fieldKey={f.key} type={f.type} label={f.label} />
            </Box>
          </Box>
        ))}
      </Stack>
    </Stack>
  </Paper>
);
