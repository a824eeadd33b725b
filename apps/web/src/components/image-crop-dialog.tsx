import { useEffect, useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { PendingButton } from './pending-button';

/** The longest side of a cropped picture: sharp as an avatar on any screen, and far below the upload limit. */
export const CROPPED_IMAGE_MAX_SIZE = 512;
const MIN_ZOOM = 1;
const MAX_ZOOM = 4;

export const ImageCropMessages = {
  unreadable: 'This file could not be opened as a picture. Please choose a jpg, png or gif image.',
  failed: 'The picture could not be cropped. Please try another image.',
} as const;

/** Resolves once the browser has decoded the image, so its real size is known and the file is truly an image. */
export const loadImage = (src: string): Promise<HTMLImageElement> =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(ImageCropMessages.unreadable));
    image.src = src;
  });

/** The largest square in the middle of the picture: what is kept before the user moves the crop. */
export const centredSquare = (width: number, height: number): Area => {
  const side = Math.min(width, height);
  return { x: Math.round((width - side) / 2), y: Math.round((height - side) / 2), width: side, height: side };
};

/** A canvas can write PNG and JPEG everywhere; a GIF becomes a PNG (its first frame), which keeps transparency. */
const outputTypeOf = (file: File) => (file.type === 'image/jpeg' ? 'image/jpeg' : 'image/png');

/**
 * Draws `area` of the image on a square canvas (at most `maxSize` px a side) and returns it as a file named after
 * the original with the extension of what it now is.
 */
export const cropToSquareFile = async (
  image: HTMLImageElement,
  area: Area,
  original: File,
  maxSize = CROPPED_IMAGE_MAX_SIZE,
): Promise<File> => {
  const sourceSide = Math.max(1, Math.round(Math.min(area.width, area.height)));
  const side = Math.min(sourceSide, maxSize);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(ImageCropMessages.failed);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, Math.round(area.x), Math.round(area.y), sourceSide, sourceSide, 0, 0, side, side);
  const type = outputTypeOf(original);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
  if (!blob) throw new Error(ImageCropMessages.failed);
  const base = original.name.replace(/\.[^.]+$/, '') || 'picture';
  return new File([blob], `${base}.${type === 'image/jpeg' ? 'jpg' : 'png'}`, { type });
};

/** One id per File object, so the dialog starts afresh for each picture chosen. */
const fileIds = new WeakMap<File, number>();
let nextFileId = 1;
const idOf = (file: File) => {
  if (!fileIds.has(file)) fileIds.set(file, nextFileId++);
  return fileIds.get(file);
};

interface CropDialogProps {
  /** The picture to crop; the dialog is open while there is one. */
  file: File | null;
  title?: string;
  confirmLabel?: string;
  pending?: boolean;
  /** A problem to show from outside (the upload failed). */
  error?: string | null;
  onCancel: () => void;
  onCropped: (square: File) => void;
}

/**
 * Crops a chosen picture to a square before it is uploaded. Drag (or use the arrow keys on the picture) to move
 * the square, and the slider or the mouse wheel to zoom. `onCropped` gets the square file; while `pending`
 * (the upload), the dialog stays open and its buttons wait.
 */
export const ImageCropDialog = ({ title = 'Crop your picture', ...props }: CropDialogProps) => {
  const id = useId();
  const busy = Boolean(props.pending);
  return (
    <Dialog
      open={props.file !== null}
      onClose={busy ? undefined : props.onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-hint`}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      {props.file ? <CropBody key={idOf(props.file)} hintId={`${id}-hint`} {...props} file={props.file} /> : null}
    </Dialog>
  );
};

const CropBody = ({
  file,
  hintId,
  confirmLabel = 'Use this picture',
  pending = false,
  error,
  onCancel,
  onCropped,
}: Omit<CropDialogProps, 'file' | 'title'> & { file: File; hintId: string }) => {
  const [source, setSource] = useState<{ url: string; image: HTMLImageElement } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [cropping, setCropping] = useState(false);

  useEffect(() => {
    const url = URL.createObjectURL(file);
    let live = true;
    loadImage(url)
      .then((image) => {
        if (!live) return;
        setSource({ url, image });
        setArea(centredSquare(image.naturalWidth, image.naturalHeight));
      })
      .catch((err: unknown) => {
        if (live) setProblem(err instanceof Error ? err.message : ImageCropMessages.unreadable);
      });
    return () => {
      live = false;
      URL.revokeObjectURL(url);
    };
  }, [file]);

  const confirm = async () => {
    if (!source || !area) return;
    setCropping(true);
    setProblem(null);
    try {
      onCropped(await cropToSquareFile(source.image, area, file));
    } catch (err) {
      setProblem(err instanceof Error ? err.message : ImageCropMessages.failed);
    } finally {
      setCropping(false);
    }
  };

  const busy = pending || cropping;
  const shown = problem ?? error ?? null;

  return (
    <>
      <DialogContent>
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Drag the picture, or focus it and use the arrow keys, to choose the square that is kept.
        </Typography>
        <Box
          sx={{
            position: 'relative',
            width: '100%',
            height: { xs: 260, sm: 340 },
            bgcolor: 'grey.900',
            borderRadius: 2,
            overflow: 'hidden',
          }}
        >
          {source ? (
            <Cropper
              image={source.url}
              crop={crop}
              zoom={zoom}
              minZoom={MIN_ZOOM}
              maxZoom={MAX_ZOOM}
              aspect={1}
              showGrid
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              mediaProps={{ alt: 'The picture to crop' }}
              cropperProps={{ role: 'group', 'aria-label': 'Square to keep: move it with the arrow keys' }}
            />
          ) : null}
        </Box>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 2 }}>
          <ZoomOutIcon aria-hidden color="action" />
          <Slider
            value={zoom}
            min={MIN_ZOOM}
            max={MAX_ZOOM}
            step={0.05}
            onChange={(_, value) => setZoom(value as number)}
            disabled={!source || busy}
            aria-label="Zoom"
            getAriaValueText={(v) => `${Math.round(v * 100)} %`}
          />
          <ZoomInIcon aria-hidden color="action" />
        </Stack>
        {shown ? (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {shown}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <PendingButton variant="contained" pending={busy} disabled={!source || !area} onClick={() => void confirm()}>
          {confirmLabel}
        </PendingButton>
      </DialogActions>
    </>
  );
};
