import { useRef, useState, type DragEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import { MAX_UPLOAD_MB } from '@elevate/contracts/common/constants';
import { HiddenFileInput } from '@/components/hidden-file-input';
import { checkFile } from '@/lib/upload';

/**
 * Where a resume is chosen: a drop zone that is also a button (keyboard and screen readers use the button), and
 * for someone signed in, "Use my profile resume". The file is checked here first (PDF, at most 2 MB) with the
 * spec's words; the server checks it again.
 */
export const ResumePicker = ({
  signedIn,
  busy,
  onFile,
  onProfile,
}: {
  signedIn: boolean;
  busy: boolean;
  onFile: (file: File) => void;
  onProfile: () => void;
}) => {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const choose = (file: File | null) => {
    const found = checkFile(file, 'resume');
    setProblem(found);
    if (!found && file) onFile(file);
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (!busy) choose(e.dataTransfer.files[0] ?? null);
  };

  return (
    <Stack spacing={1.5}>
      <Box
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          borderRadius: 2,
          p: { xs: 2.5, sm: 4 },
          textAlign: 'center',
        }}
      >
        <UploadFileIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
        <Typography sx={{ mt: 1, fontWeight: 600 }}>Drop your resume here</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          A PDF of up to {MAX_UPLOAD_MB} MB
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'center', alignItems: 'center' }}
        >
          <Button
            variant="contained"
            startIcon={<UploadFileIcon />}
            disabled={busy}
            onClick={() => input.current?.click()}
          >
            Choose a PDF
          </Button>
          {signedIn ? (
            <Button variant="outlined" startIcon={<PersonOutlineIcon />} disabled={busy} onClick={onProfile}>
              Use my profile resume
            </Button>
          ) : null}
        </Stack>
        <HiddenFileInput ref={input} accept="application/pdf,.pdf" label="Resume file" onFile={choose} />
      </Box>
      {problem ? (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      ) : null}
    </Stack>
  );
};
