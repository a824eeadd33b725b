import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { GALLERY_PAGE } from '@elevate/contracts/partners/company-page.constants';
import { growBy, photoAlt } from '../utils/company-page-rules';

// The larger view loads on the first click; most visitors never open it.
const GalleryViewer = lazy(() => import('./gallery-viewer'));

/** The gallery (spec §2.7): 4 photos first and 4 more per View More; a photo opens larger in a dialog. */
export const CompanyGallery = ({ name, urls }: { name: string; urls: readonly string[] }) => {
  const [shown, setShown] = useState(GALLERY_PAGE);
  const [open, setOpen] = useState<number | null>(null);
  const [viewerUsed, setViewerUsed] = useState(false);
  const visible = urls.slice(0, shown);
  const openAt = (i: number) => {
    setViewerUsed(true);
    setOpen(i);
  };
  return (
    <>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: { xs: 1, sm: 1.5 },
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {visible.map((url, i) => (
          <li key={url}>
            <ButtonBase
              onClick={() => openAt(i)}
              aria-haspopup="dialog"
              focusRipple
              sx={{
                display: 'block',
                width: '100%',
                borderRadius: 2,
                overflow: 'hidden',
                border: 1,
                borderColor: 'divider',
                '&:hover img': { transform: 'scale(1.03)' },
                '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <Box
                component="img"
                src={url}
                alt={photoAlt(name, i, urls.length)}
                loading="lazy"
                width={400}
                height={250}
                sx={{
                  display: 'block',
                  width: '100%',
                  height: 'auto',
                  aspectRatio: '16 / 10',
                  objectFit: 'cover',
                  transition: 'transform 200ms',
                }}
              />
            </ButtonBase>
          </li>
        ))}
      </Box>
      <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {urls.length > GALLERY_PAGE ? (
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            Showing {visible.length} of {urls.length} photos
          </Typography>
        ) : null}
        {shown < urls.length ? (
          <Button
            variant="outlined"
            onClick={() => setShown((s) => growBy(s, GALLERY_PAGE, urls.length))}
            aria-label="View More photos"
          >
            View More
          </Button>
        ) : null}
      </Box>
      {viewerUsed ? (
        <Suspense fallback={null}>
          <GalleryViewer name={name} urls={urls} index={open} onChange={setOpen} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
};
