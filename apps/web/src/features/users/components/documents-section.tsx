import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHighOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import { MAX_UPLOAD_MB } from '@elevate/contracts/common/constants';
import { UploadMessages } from '@elevate/contracts/uploads/upload.schema';
import {
  DocumentsFormSchema,
  type Documents,
  type DocumentsBody,
  type DocumentsForm,
} from '@elevate/contracts/users/documents.schema';
import { ProfileMessages } from '@elevate/contracts/users/profile.schema';
import { RetryAlert } from '@/components/retry-alert';
import { PendingButton } from '@/components/pending-button';
import { TextInput } from '@/components/text-input';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { checkFile } from '@/lib/upload';
import { aadhaarChars, panChars } from '@/lib/typed-chars';
import { useDocuments } from '../api/get-documents';
import { openResume } from '../api/get-resume-link';
import { useSaveDocuments } from '../api/save-documents';
import { showSaveError } from './form-errors';
import { fileStartsWith, PDF_MAGIC } from './file-content';
import { FileSlot } from './file-slot';
import { ProfileSection } from './profile-section';
import { ResumePrefillDialog } from './resume-prefill-dialog';

const DOCUMENT_ACCEPT = '.pdf,.doc,.docx,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** A resume must be a PDF by its name, its size and its content (the first bytes of every PDF are "%PDF-"). */
const checkResume = async (file: File) =>
  checkFile(file, 'resume') ?? ((await fileStartsWith(file, PDF_MAGIC)) ? null : UploadMessages.resumeType);
const checkScan = (file: File) => checkFile(file, 'government-id');

const IdentityNumbers = ({ uid, documents }: { uid: number; documents: Documents }) => {
  const form = useForm<DocumentsForm, unknown, z.output<typeof DocumentsFormSchema>>({
    resolver: zodResolver(DocumentsFormSchema),
    mode: 'onTouched',
    defaultValues: { panNumber: documents.panNumber ?? '', aadhaarNumber: '' },
  });
  const save = useSaveDocuments(uid);
  const send = (body: DocumentsBody, after?: () => void) =>
    save.mutate(body, {
      onSuccess: ({ documents: saved }) => {
        form.reset({ panNumber: saved.panNumber ?? '', aadhaarNumber: '' });
        toast.success(ProfileMessages.saved);
        after?.();
      },
      onError: (err) => showSaveError(err, form.setError, ['panNumber', 'aadhaarNumber']),
    });
  // The typed text goes to the server, which keeps only the Aadhaar's last four digits; an empty Aadhaar box
  // keeps the number on file.
  const submit = form.handleSubmit(() => {
    const { panNumber, aadhaarNumber } = form.getValues();
    send({ panNumber, ...(aadhaarNumber.trim() ? { aadhaarNumber } : {}) });
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="PAN and Aadhaar numbers">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextInput
          control={form.control}
          name="panNumber"
          label="PAN"
          placeholder="ABCDE1234F"
          autoComplete="off"
          transform={panChars}
          helperText="5 letters, 4 digits and 1 letter"
          slotProps={{ htmlInput: { maxLength: 10, autoCapitalize: 'characters', spellCheck: false } }}
        />
        <TextInput
          control={form.control}
          name="aadhaarNumber"
          label={documents.aadhaarMasked ? 'New Aadhaar number' : 'Aadhaar number'}
          placeholder="1234 5678 9012"
          autoComplete="off"
          transform={aadhaarChars}
          helperText={
            documents.aadhaarMasked ? `On file: ${documents.aadhaarMasked}. Leave empty to keep it.` : '12 digits'
          }
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 14 } }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        Only the last four digits of your Aadhaar number are kept, as Indian law requires of anyone who is not an
        authorised agency; it is shown as XXXX XXXX and those four digits.
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <PendingButton type="submit" variant="contained" startIcon={<SaveIcon />} pending={save.isPending}>
          Save PAN and Aadhaar
        </PendingButton>
        {documents.aadhaarMasked ? (
          <Button color="error" disabled={save.isPending} onClick={() => send({ aadhaarNumber: null })}>
            Remove Aadhaar number
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
};

/** Resume, PAN and Aadhaar with their scans. These are private: only you, admins and employers you applied to. */
/** `onPrefilled`: the profile took fields from the resume; the page starts its forms again from it. */
export const DocumentsSection = ({ uid, onPrefilled }: { uid: number; onPrefilled?: () => void }) => {
  const query = useDocuments(uid);
  const documents = query.data;
  const viewResume = () => openResume(uid).catch((err: unknown) => toast.error(errorMessage(err)));
  const [prefilling, setPrefilling] = useState(false);

  return (
    <ProfileSection
      id="documents"
      title="Documents"
      lead="Private: only you, our admins and the employers you apply to can open them, through links that expire."
    >
      {documents ? (
        <Stack spacing={3} divider={<Divider flexItem />}>
          <FileSlot
            uid={uid}
            kind="resume"
            label="Resume"
            noun="resume"
            hint={`A PDF of up to ${MAX_UPLOAD_MB} MB. Employers see it with your applications.`}
            accept="application/pdf,.pdf"
            fileName={documents.resumeFileName}
            check={checkResume}
            extra={
              documents.resumeFileName ? (
                <>
                  <Button startIcon={<OpenInNewIcon />} onClick={() => void viewResume()}>
                    View resume
                  </Button>
                  <Button startIcon={<AutoFixHighIcon />} onClick={() => setPrefilling(true)}>
                    Fill my profile from this resume
                  </Button>
                </>
              ) : null
            }
          />
          <Box>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
              PAN and Aadhaar
            </Typography>
            <IdentityNumbers
              key={`${documents.panNumber}-${documents.aadhaarLastFour}`}
              uid={uid}
              documents={documents}
            />
          </Box>
          <FileSlot
            uid={uid}
            kind="pan-scan"
            label="PAN card scan"
            noun="PAN card scan"
            hint={`A PDF, Word file or photo (jpg, png) of up to ${MAX_UPLOAD_MB} MB.`}
            accept={DOCUMENT_ACCEPT}
            fileName={documents.hasPanScan ? (documents.panScanFileName ?? 'PAN card scan') : null}
            check={checkScan}
          />
          <FileSlot
            uid={uid}
            kind="government-id"
            label="Aadhaar card scan"
            noun="Aadhaar card scan"
            hint={`A PDF, Word file or photo (jpg, png) of up to ${MAX_UPLOAD_MB} MB. You may mask the first eight digits before uploading.`}
            accept={DOCUMENT_ACCEPT}
            fileName={documents.hasGovtIdScan ? (documents.govtIdFileName ?? 'Aadhaar card scan') : null}
            check={checkScan}
          />
        </Stack>
      ) : query.isError ? (
        <RetryAlert onRetry={() => void query.refetch()}>{errorMessage(query.error)}</RetryAlert>
      ) : (
        <Box role="status" aria-label="Loading documents">
          <Skeleton variant="text" width="30%" />
          <Skeleton variant="rounded" height={40} width={200} sx={{ my: 1 }} />
          <Skeleton variant="rounded" height={56} sx={{ mt: 3 }} />
          <Skeleton variant="rounded" height={56} sx={{ mt: 2 }} />
        </Box>
      )}
      {prefilling ? (
        <ResumePrefillDialog uid={uid} open onClose={() => setPrefilling(false)} onSaved={onPrefilled} />
      ) : null}
    </ProfileSection>
  );
};
