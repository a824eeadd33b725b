import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import { QUERY_FILES_MAX, type QueryFile } from '@elevate/contracts/drills/query.schema';
import { MAX_UPLOAD_MB, UPLOAD_RULES } from '@elevate/contracts/uploads/upload.schema';
import { HiddenFileInput } from '@/components/hidden-file-input';
import { uploadFile } from '@/lib/upload';

const accept = UPLOAD_RULES['query-file'].extensions.map((e) => `.${e}`).join(',');

/**
 * Files for a question or a reply (purpose 'query-file', the private store): each is uploaded when chosen,
 * and the message names the uploaded keys. At most QUERY_FILES_MAX.
 */
export const HelpFileAttach = ({
  files,
  onChange,
  disabled,
  label = 'Attach a file',
}: {
  files: readonly QueryFile[];
  onChange: (files: QueryFile[]) => void;
  disabled?: boolean;
  label?: string;
}) => {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    setBusy(true);
    try {
      const uploaded = await uploadFile(file, 'query-file');
      onChange([...files, { key: uploaded.key, fileName: uploaded.fileName }]);
    } catch (err) {
      setProblem((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const full = files.length >= QUERY_FILES_MAX;
  return (
    <Box>
      {files.length > 0 ? (
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, mb: 1 }} aria-label="Attached files">
          {files.map((f) => (
            <Box component="li" key={f.key} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <AttachFileIcon fontSize="small" color="action" aria-hidden />
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere', flex: 1 }}>
                {f.fileName}
              </Typography>
              <IconButton
                size="small"
                aria-label={`Remove ${f.fileName}`}
                onClick={() => onChange(files.filter((x) => x.key !== f.key))}
                disabled={disabled}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Stack>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <AttachFileIcon aria-hidden />}
          onClick={() => input.current?.click()}
          disabled={disabled || busy || full}
        >
          {busy ? 'Uploading…' : label}
        </Button>
        <Typography variant="caption" color="text.secondary">
          {full
            ? `At most ${QUERY_FILES_MAX} files`
            : `PDF, Word or an image, up to ${MAX_UPLOAD_MB} MB each; at most ${QUERY_FILES_MAX}`}
        </Typography>
      </Stack>
      {problem ? (
        <Typography variant="body2" color="error" role="alert" sx={{ mt: 0.5 }}>
          {problem}
        </Typography>
      ) : null}
      <HiddenFileInput ref={input} accept={accept} label="File to attach" onFile={(f) => void choose(f)} />
    </Box>
  );
};
