import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { CertificateMessages } from '@elevate/contracts/certificates/certificates.messages';
import { CREDENTIAL_CHECK_MAX_BYTES } from '@elevate/contracts/certificates/certificates.constants';
import type { CredentialCheckResult } from '@elevate/contracts/certificates/certificates.schema';
import { HiddenFileInput } from '@/components/hidden-file-input';
import { errorMessage } from '@/lib/api-client';
import { useCheckCredential } from '../api/check-credential';
import { CheckRow } from './verification-checks';

const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });

const readJson = async (file: File): Promise<Record<string, unknown> | null> => {
  if (file.size > CREDENTIAL_CHECK_MAX_BYTES) return null;
  try {
    const parsed: unknown = JSON.parse(await readText(file));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

const STATE_TEXT: Record<CredentialCheckResult['state'], string> = {
  valid: 'This credential is genuine and has not been revoked.',
  revoked: 'This credential is genuine, but the host has revoked it.',
  invalid: 'This credential could not be verified: it was changed, or it was not issued by Elevate.',
};
const SEVERITY = { valid: 'success', revoked: 'warning', invalid: 'error' } as const;

/** "Check a downloaded credential": a JSON file is sent to the API, which checks its signature and status. */
export const CredentialCheck = () => {
  const input = useRef<HTMLInputElement>(null);
  const check = useCheckCredential();
  const [fileName, setFileName] = useState('');
  const [unreadable, setUnreadable] = useState(false);

  const onFile = async (file: File | null) => {
    if (!file) return;
    setFileName(file.name);
    check.reset();
    const credential = await readJson(file);
    setUnreadable(credential === null);
    if (credential) check.mutate(credential);
  };

  const result = check.data;
  return (
    <Box component="section" aria-labelledby="check-credential">
      <Typography id="check-credential" variant="h6" component="h2" gutterBottom>
        Check a downloaded credential
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Choose a certificate&apos;s credential file (JSON). It is checked on Elevate&apos;s server and not kept.
      </Typography>
      <HiddenFileInput
        ref={input}
        accept="application/json,.json"
        label="Credential file"
        onFile={(f) => void onFile(f)}
      />
      <Button variant="outlined" onClick={() => input.current?.click()} disabled={check.isPending}>
        {check.isPending ? 'Checking…' : 'Choose a credential file'}
      </Button>
      {fileName ? (
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {fileName}
        </Typography>
      ) : null}
      <Box aria-live="polite" sx={{ mt: 1.5 }}>
        {unreadable ? <Alert severity="error">{CertificateMessages.credentialUnreadable}</Alert> : null}
        {check.isError ? <Alert severity="error">{errorMessage(check.error)}</Alert> : null}
        {result ? (
          <Alert severity={SEVERITY[result.state]}>
            <Typography sx={{ fontWeight: 600 }}>{STATE_TEXT[result.state]}</Typography>
            {result.recipientName && result.achievement ? (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {result.recipientName}: {result.achievement}
              </Typography>
            ) : null}
            <List dense disablePadding>
              {result.checks.map((c) => (
                <CheckRow key={c.check} check={c} />
              ))}
            </List>
          </Alert>
        ) : null}
      </Box>
    </Box>
  );
};
