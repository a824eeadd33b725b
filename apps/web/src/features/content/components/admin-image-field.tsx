import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/UploadOutlined';
import { PendingButton } from '@/components/pending-button';
import { usePictureUpload } from '@/components/use-picture-upload';

/**
 * A public picture of site content: its preview, Upload (through 'content-image') and Remove. The value is the
 * picture's address, or null for none.
 */
export const AdminImageField = ({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string;
}) => {
  const { uploading, problem, pick, fileInput } = usePictureUpload('content-image', onChange, {
    accept: 'image/png,image/jpeg,image/webp',
    label: `${label} file`,
  });
  const message = problem ?? error;
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1, fontWeight: 500 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {value ? (
          <Box
            component="img"
            src={value}
            alt=""
            sx={{ width: 96, height: 64, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            No picture yet
          </Typography>
        )}
        <PendingButton variant="outlined" size="small" pending={uploading} startIcon={<UploadIcon />} onClick={pick}>
          {value ? 'Replace' : 'Upload'}
        </PendingButton>
        {value ? (
          <Button size="small" color="inherit" onClick={() => onChange(null)} disabled={uploading}>
            Remove
          </Button>
        ) : null}
      </Stack>
      {fileInput}
      {message ? <FormHelperText error>{message}</FormHelperText> : null}
    </Box>
  );
};
