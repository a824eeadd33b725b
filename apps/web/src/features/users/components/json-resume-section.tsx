import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import {
  JSON_RESUME_MAX_BYTES,
  JsonResumeMessages,
  type JsonResume,
  type Unmapped,
} from '@elevate/contracts/users/json-resume';
import { HiddenFileInput } from '@/components/hidden-file-input';
import { PendingButton } from '@/components/pending-button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDownloadJsonResume } from '../api/export-json-resume';
import { useImportJsonResume } from '../api/import-json-resume';
import { readFileText } from './file-content';
import { ProfileSection } from './profile-section';

/** Reads a chosen file as a JSON Resume: under 1 MB and a JSON object, or the message to show. */
const readResume = async (file: File): Promise<{ resume: JsonResume } | { problem: string }> => {
  if (file.size > JSON_RESUME_MAX_BYTES) return { problem: JsonResumeMessages.tooLarge };
  try {
    const parsed: unknown = JSON.parse(await readFileText(file));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { problem: JsonResumeMessages.notJson };
    return { resume: parsed as JsonResume };
  } catch {
    return { problem: JsonResumeMessages.notJson };
  }
};

/**
 * The whole profile as a JSON Resume (jsonresume.org): download it to take it anywhere, or import one to fill the
 * profile. An import replaces every section, so it asks first, and afterwards lists what could not be kept.
 */
export const JsonResumeSection = ({ uid, onImported }: { uid: number; onImported: () => void }) => {
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<{ resume: JsonResume; fileName: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [unmapped, setUnmapped] = useState<Unmapped[] | null>(null);
  const download = useDownloadJsonResume(uid);
  const upload = useImportJsonResume(uid);

  const choose = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    const read = await readResume(file);
    if ('problem' in read) setProblem(read.problem);
    else setPending({ resume: read.resume, fileName: file.name });
  };

  const confirm = () => {
    if (!pending) return;
    upload.mutate(pending.resume, {
      onSuccess: (result) => {
        setPending(null);
        setUnmapped(result.unmapped);
        toast.success(result.message ?? JsonResumeMessages.imported);
        onImported();
      },
      onError: (err) => {
        setPending(null);
        setProblem(errorMessage(err));
      },
    });
  };

  return (
    <ProfileSection
      id="json-resume"
      title="JSON Resume"
      lead={
        <>
          Take your profile to any site that reads the open{' '}
          <Link href="https://jsonresume.org/schema" target="_blank" rel="noopener noreferrer">
            JSON Resume format
          </Link>
          , or fill it from one.
        </>
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <PendingButton
          variant="outlined"
          startIcon={<DownloadIcon />}
          pending={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onSuccess: (name) => toast.success(`Downloaded ${name}`),
              onError: (err) => toast.error(errorMessage(err)),
            })
          }
        >
          Download as JSON Resume
        </PendingButton>
        <PendingButton
          variant="outlined"
          startIcon={<UploadIcon />}
          pending={upload.isPending}
          onClick={() => input.current?.click()}
        >
          Import JSON Resume
        </PendingButton>
      </Stack>
      <HiddenFileInput
        ref={input}
        accept=".json,application/json"
        label="JSON Resume to import"
        onFile={(file) => void choose(file)}
      />
      {problem ? (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {problem}
        </Alert>
      ) : null}
      {unmapped ? (
        unmapped.length === 0 ? (
          <Alert severity="success" sx={{ mt: 2 }} onClose={() => setUnmapped(null)}>
            Everything in the file was imported.
          </Alert>
        ) : (
          <Alert severity="warning" sx={{ mt: 2 }} onClose={() => setUnmapped(null)}>
            <AlertTitle>What could not be imported</AlertTitle>
            <Box component="ul" aria-label="What could not be imported" sx={{ m: 0, pl: 2.5 }}>
              {unmapped.map((u, i) => (
                <li key={`${u.path}-${i}`}>
                  <Box component="code" sx={{ fontSize: '0.85em' }}>
                    {u.path}
                  </Box>
                  : {u.reason}
                </li>
              ))}
            </Box>
          </Alert>
        )
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        title="Replace your profile?"
        confirmLabel="Replace my profile"
        danger
        pending={upload.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      >
        Importing {pending?.fileName ?? 'this file'} replaces your personal details, education, work, projects, skills,
        patents, certifications and achievements with what the file holds. Your picture and documents stay.
      </ConfirmDialog>
    </ProfileSection>
  );
};
