import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { GALLERY_MAX } from '@elevate/contracts/console/company-page-edit.schema';
import { MAX_UPLOAD_MB } from '@elevate/contracts/uploads/upload.schema';
import { uploadFile } from '@/lib/upload';
import { IMAGE_ACCEPT, uploadErrorOf } from './image-upload-field';

/** Moves item `from` to `to`, leaving the others in order. */
export const moveItem = <T,>(items: readonly T[], from: number, to: number): T[] => {
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
};

/**
 * The company gallery: up to 12 photos in the order the page shows them. Photos are added several at a time,
 * moved earlier or later with buttons (keyboard friendly, no drag needed) and removed one by one.
 */
export const GalleryEditor = ({
  urls,
  onChange,
  errors,
}: {
  urls: string[];
  onChange: (urls: string[]) => void;
  /** Server messages by position ('galleryImageUrls.2') or for the whole list. */
  errors?: { list?: string; at?: Record<number, string> };
}) => {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const room = GALLERY_MAX - urls.length;

  const add = async (files: File[]) => {
    if (files.length === 0) return;
    setProblem(null);
    const chosen = files.slice(0, room);
    const skipped = files.length - chosen.length;
    setUploading(chosen.length);
    const added: string[] = [];
    const failures: string[] = [];
    // One at a time: a gallery of 2 MB photos over a phone connection should not open twelve uploads at once.
    for (const file of chosen) {
      try {
        const { fileUrl } = await uploadFile(file, 'partner-gallery');
        if (fileUrl) added.push(fileUrl);
      } catch (err) {
        failures.push(`${file.name}: ${uploadErrorOf(err)}`);
      }
      setUploading((n) => n - 1);
    }
    if (added.length > 0) onChange([...urls, ...added]);
    const notes = [
      ...failures,
      ...(skipped > 0 ? [`${skipped} not added: the gallery holds at most ${GALLERY_MAX}.`] : []),
    ];
    setProblem(notes.length > 0 ? notes.join(' ') : null);
    if (input.current) input.current.value = '';
  };

  const message = problem ?? errors?.list;
  return (
    <Box>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1, flexWrap: 'wrap' }}
      >
        <Typography component="p" variant="subtitle2">
          Gallery ({urls.length}/{GALLERY_MAX})
        </Typography>
        <Button
          variant="outlined"
          startIcon={uploading > 0 ? <CircularProgress size={16} /> : <AddPhotoAlternateOutlinedIcon />}
          disabled={room <= 0 || uploading > 0}
          onClick={() => input.current?.click()}
        >
          {uploading > 0 ? `Uploading ${uploading}…` : 'Add photos'}
        </Button>
      </Stack>
      {urls.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          No photos yet. Photos of your office, team and events show in the Gallery section of your page.
        </Typography>
      ) : (
        <Box
          component="ol"
          aria-label="Gallery photos in page order"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(3, minmax(0, 1fr))',
              md: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          {urls.map((url, i) => (
            <Box
              component="li"
              key={url}
              sx={{
                border: 1,
                borderColor: errors?.at?.[i] ? 'error.main' : 'divider',
                borderRadius: 1.5,
                overflow: 'hidden',
              }}
            >
              <Box
                component="img"
                src={url}
                alt={`Gallery photo ${i + 1}`}
                sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block' }}
              />
              <Stack direction="row" sx={{ justifyContent: 'space-between', px: 0.5 }}>
                <IconButton
                  size="small"
                  aria-label={`Move photo ${i + 1} earlier`}
                  disabled={i === 0}
                  onClick={() => onChange(moveItem(urls, i, i - 1))}
                >
                  <ChevronLeftIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  color="error"
                  aria-label={`Remove photo ${i + 1}`}
                  onClick={() => onChange(urls.filter((u) => u !== url))}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`Move photo ${i + 1} later`}
                  disabled={i === urls.length - 1}
                  onClick={() => onChange(moveItem(urls, i, i + 1))}
                >
                  <ChevronRightIcon fontSize="small" />
                </IconButton>
              </Stack>
              {errors?.at?.[i] ? (
                <Typography variant="caption" color="error" component="p" sx={{ px: 1, pb: 0.5 }}>
                  {errors.at[i]}
                </Typography>
              ) : null}
            </Box>
          ))}
        </Box>
      )}
      <Typography
        variant="caption"
        color={message ? 'error' : 'text.secondary'}
        component="p"
        sx={{ mt: 1 }}
        role={message ? 'alert' : undefined}
      >
        {message ?? `jpg, jpeg, png or gif, at most ${MAX_UPLOAD_MB} MB each`}
      </Typography>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        hidden
        data-testid="partner-gallery-file"
        onChange={(e) => void add(Array.from(e.target.files ?? []))}
      />
    </Box>
  );
};
