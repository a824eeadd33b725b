import { useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { MAX_UPLOAD_MB } from '@elevate/contracts/common/constants';
import { HiddenFileInput } from '@/components/hidden-file-input';

/**
 * Choose a PDF resume. The native file input stays in the page (hidden) so the button, which keyboards and
 * screen readers reach, opens the system picker; the file chosen, or the one already on the profile, shows.
 */
export const ResumePicker = ({
  file,
  currentFileName,
  error,
  disabled,
  onChange,
}: {
  file: File | null;
  currentFileName: string | null;
  error?: string;
  disabled?: boolean;
  onChange: (file: File | null) => void;
}) => {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const shown = file?.name ?? currentFileName;
  return (
    <Box>
      <Typography component="p" variant="body2" sx={{ fontWeight: 600, mb: 0.75 }} id={`${id}-label`}>
        Resume (PDF, up to {MAX_UPLOAD_MB} MB) *
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          onClick={() => input.current?.click()}
          disabled={disabled}
          aria-describedby={`${id}-label ${id}-file ${id}-error`}
          sx={{ alignSelf: 'flex-start' }}
        >
          {shown ? 'Choose another PDF' : 'Choose PDF'}
        </Button>
        <Typography id={`${id}-file`} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {file ? `Selected: ${file.name}` : currentFileName ? `On your profile: ${currentFileName}` : 'No file chosen'}
        </Typography>
      </Stack>
      <HiddenFileInput ref={input} accept="application/pdf,.pdf" label="Resume file" onFile={onChange} />
      <FormHelperText id={`${id}-error`} error={Boolean(error)} role={error ? 'alert' : undefined}>
        {error ?? ' '}
      </FormHelperText>
    </Box>
  );
};
