import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import { photoAlt } from '../utils/company-page-rules';

/** One gallery photo, large, with previous and next (also on the arrow keys). */
export const GalleryViewer = ({
  name,
  urls,
  index,
  onChange,
  onClose,
}: {
  name: string;
  urls: readonly string[];
  index: number | null;
  onChange: (index: number) => void;
  onClose: () => void;
}) => {
  const total = urls.length;
  const i = index ?? 0;
  const go = (step: number) => onChange((i + step + total) % total);
  return (
    <Dialog
      open={index !== null}
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      aria-labelledby="gallery-viewer-title"
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') go(-1);
        if (e.key === 'ArrowRight') go(1);
      }}
    >
      <DialogTitle id="gallery-viewer-title" sx={{ pr: 7, fontSize: '1.1rem' }}>
        {name}: photo {i + 1} of {total}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pt: 0 }}>
        <Box
          component="img"
          src={urls[i]}
          alt={photoAlt(name, i, total)}
          sx={{ display: 'block', width: '100%', maxHeight: '75vh', objectFit: 'contain', borderRadius: 1 }}
        />
        {total > 1 ? (
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 1 }}>
            <IconButton aria-label="Previous photo" onClick={() => go(-1)}>
              <ChevronLeftIcon />
            </IconButton>
            <Typography variant="body2" color="text.secondary">
              {i + 1} / {total}
            </Typography>
            <IconButton aria-label="Next photo" onClick={() => go(1)}>
              <ChevronRightIcon />
            </IconButton>
          </Stack>
        ) : null}
      </DialogContent>
    </Dialog>
  );
};
export default GalleryViewer;
