import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/Upload';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { Messages } from '@elevate/contracts/common/messages';
import { MAX_UPLOAD_MB, type UploadPurpose } from '@elevate/contracts/uploads/upload.schema';
import { uploadFile } from '@/lib/upload';

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif';

export const uploadErrorOf = (err: unknown): string =>
  (err instanceof Error && err.message) || Messages.somethingWentWrong;

/**
 * One image (a logo, a banner, a job's picture): a preview, Upload or Replace, and Remove. The file is checked
 * (type, at most 2 MB) before it is sent, and by content on the server; the field then holds its store path.
 */
export const ImageUploadField = ({
  label,
  value,
  onChange,
  purpose,
  aspectRatio = '1 / 1',
  previewWidth = 120,
  error,
}: {
  label: string;
  value: string | null;
  onChange: (path: string | null) => void;
  purpose: UploadPurpose;
  aspectRatio?: string;
  /** A width, or widths by breakpoint ({ xs: '100%', sm: 360 }). */
  previewWidth?: number | string | Partial<Record<'xs' | 'sm' | 'md', number | string>>;
  /** A message from the server about this field. */
  error?: string;
}) => {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      const uploaded = await uploadFile(file, purpose);
      onChange(uploaded.fileUrl);
    } catch (err) {
      setProblem(uploadErrorOf(err));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const message = problem ?? error;
  return (
    <Box>
      <Typography component="p" variant="subtitle2" gutterBottom>
        {label}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box
          sx={{
            width: previewWidth,
            maxWidth: '100%',
            aspectRatio,
            borderRadius: 1.5,
            border: 1,
            borderColor: message ? 'error.main' : 'divider',
            bgcolor: 'action.hover',
            overflow: 'hidden',
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
            position: 'relative',
          }}
        >
          {value ? (
            <Box
              component="img"
              src={value}
              alt={`${label} preview`}
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <ImageOutlinedIcon color="disabled" aria-hidden />
          )}
          {busy ? (
            <Box
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'rgba(255,255,255,0.6)',
              }}
            >
              <CircularProgress size={28} aria-label={`Uploading ${label}`} />
            </Box>
          ) : null}
        </Box>
        <Box>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<UploadIcon />}
              disabled={busy}
              onClick={() => input.current?.click()}
              aria-label={`${value ? 'Replace' : 'Upload'} ${label.toLowerCase()}`}
            >
              {value ? 'Replace' : 'Upload'}
            </Button>
            {value ? (
              <Button
                color="error"
                startIcon={<DeleteOutlineIcon />}
                disabled={busy}
                onClick={() => onChange(null)}
                aria-label={`Remove ${label.toLowerCase()}`}
              >
                Remove
              </Button>
            ) : null}
          </Stack>
          <Typography
            variant="caption"
            color={message ? 'error' : 'text.secondary'}
            component="p"
            sx={{ mt: 0.5 }}
            role={message ? 'alert' : undefined}
          >
            {message ?? `jpg, jpeg, png or gif, at most ${MAX_UPLOAD_MB} MB`}
          </Typography>
        </Box>
      </Stack>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        data-testid={`${purpose}-file`}
        onChange={(e) => void pick(e.target.files?.[0])}
      />
    </Box>
  );
};

/** ImageUploadField bound to React Hook Form: the field holds the image's store path (null for none). */
export const BoundImageUploadField = <T extends FieldValues>({
  control,
  name,
  ...props
}: Omit<Parameters<typeof ImageUploadField>[0], 'value' | 'onChange' | 'error'> & {
  control: Control<T>;
  name: Path<T>;
}) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <ImageUploadField
        {...props}
        value={(field.value as string | null | undefined) ?? null}
        onChange={field.onChange}
        error={fieldState.error?.message}
      />
    )}
  />
);
