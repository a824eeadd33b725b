import { useId, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { ProfileUploadLabels, type ProfileUploadKind } from '@elevate/contracts/users/documents.schema';
import { HiddenFileInput } from '@/components/hidden-file-input';
import { PendingButton } from '@/components/pending-button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAttachProfileUpload } from '../api/attach-profile-upload';
import { RemoveUploadDialog } from './remove-upload-dialog';

/**
 * One file on the profile (resume, PAN scan, Aadhaar scan): what is on file, a button to upload a new one (checked
 * before anything is sent: `check` answers the message to show, or null) and Remove. A failed upload says why,
 * under the button, and leaves the file on file as it was.
 */
export const FileSlot = ({
  uid,
  kind,
  label,
  noun,
  hint,
  accept,
  fileName,
  check,
  extra,
}: {
  uid: number;
  kind: ProfileUploadKind;
  label: string;
  /** The file as buttons name it: "resume", "PAN card scan". */
  noun: string;
  hint: string;
  accept: string;
  fileName: string | null;
  check: (file: File) => Promise<string | null> | string | null;
  /** More actions beside the buttons (View). */
  extra?: ReactNode;
}) => {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const attach = useAttachProfileUpload(uid, kind);
  const what = ProfileUploadLabels[kind];

  const choose = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    const wrong = await check(file);
    if (wrong) {
      setProblem(wrong);
      return;
    }
    attach.mutate(file, {
      onSuccess: ({ message }) => toast.success(message ?? `${what} saved.`),
      onError: (err) => setProblem(err instanceof Error ? err.message : errorMessage(err)),
    });
  };

  return (
    <Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }} id={`${id}-label`}>
        {label}
      </Typography>
      <Typography variant="body2" color="text.secondary" id={`${id}-hint`}>
        {hint}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }} id={`${id}-file`}>
        {fileName ? `On file: ${fileName}` : 'Nothing uploaded yet'}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <PendingButton
          variant="outlined"
          startIcon={<UploadFileIcon />}
          pending={attach.isPending}
          onClick={() => input.current?.click()}
          aria-describedby={`${id}-hint ${id}-file ${id}-error`}
        >
          {fileName ? `Replace ${noun}` : `Upload ${noun}`}
        </PendingButton>
        {extra}
        {fileName ? (
          <Button color="error" onClick={() => setConfirmRemove(true)}>
            Remove {noun}
          </Button>
        ) : null}
      </Stack>
      <HiddenFileInput ref={input} accept={accept} label={`${what} file`} onFile={(file) => void choose(file)} />
      <FormHelperText id={`${id}-error`} error={Boolean(problem)} role={problem ? 'alert' : undefined}>
        {problem ?? ''}
      </FormHelperText>
      <RemoveUploadDialog
        uid={uid}
        kind={kind}
        open={confirmRemove}
        onClose={() => setConfirmRemove(false)}
        title={`Remove your ${noun}?`}
        confirmLabel={`Remove ${noun}`}
      >
        The file is deleted. You can upload another at any time.
      </RemoveUploadDialog>
    </Box>
  );
};
