import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/UploadOutlined';
import { PendingButton } from '@/components/pending-button';
import { usePictureUpload } from '@/components/use-picture-upload';

/** The post's cover: its preview, Upload (through 'blog-image') and Remove. The value is the picture's address. */
export const BlogCoverField = ({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string;
}) => {
  const { uploading, problem, pick, fileInput } = usePictureUpload('blog-image', onChange, {
    accept: 'image/png,image/jpeg,image/gif',
    label: 'Cover picture file',
  });
  const message = problem ?? error;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Cover picture (16:9 looks best, up to 2 MB)
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {value ? (
          <Box
            component="img"
            src={value}
            alt="Cover preview"
            sx={{
              width: 192,
              aspectRatio: '16 / 9',
              objectFit: 'cover',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
            }}
          />
        ) : (
          <Box
            sx={{
              width: 192,
              aspectRatio: '16 / 9',
              borderRadius: 1,
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'divider',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <Typography variant="body2" color="text.secondary">
              No cover yet
            </Typography>
          </Box>
        )}
        <Stack direction="row" spacing={1}>
          <PendingButton variant="outlined" size="small" pending={uploading} startIcon={<UploadIcon />} onClick={pick}>
            {value ? 'Replace cover' : 'Upload cover'}
          </PendingButton>
          {value ? (
            <Button size="small" color="inherit" onClick={() => onChange(null)} disabled={uploading}>
              Remove cover
            </Button>
          ) : null}
        </Stack>
      </Stack>
      {fileInput}
      {message ? <FormHelperText error>{message}</FormHelperText> : null}
    </Box>
  );
};
