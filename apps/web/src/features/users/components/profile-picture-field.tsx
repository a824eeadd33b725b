import { useRef, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhotoCameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import { MAX_UPLOAD_MB } from '@elevate/contracts/common/constants';
import { HiddenFileInput } from '@/components/hidden-file-input';
import { ImageCropDialog } from '@/components/image-crop-dialog';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { checkFile } from '@/lib/upload';
import { useAttachProfileUpload } from '../api/attach-profile-upload';
import { RemoveUploadDialog } from './remove-upload-dialog';

/**
 * The profile picture: choose a jpg, jpeg, png or gif of at most 2 MB (checked before anything is sent, with
 * the spec's messages), crop it to a square, and the square is uploaded and attached (kind profile-picture).
 */
export const ProfilePictureField = ({ uid, link, name }: { uid: number; link: string | null; name: string }) => {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const attach = useAttachProfileUpload(uid, 'profile-picture');

  const choose = (file: File | null) => {
    if (!file) return;
    const wrong = checkFile(file, 'profile-picture');
    setProblem(wrong);
    setUploadError(null);
    if (!wrong) setChosen(file);
  };

  const upload = (square: File) => {
    setUploadError(null);
    attach.mutate(square, {
      onSuccess: ({ message }) => {
        setChosen(null);
        toast.success(message ?? 'Profile Picture saved.');
      },
      onError: (err) => setUploadError(err instanceof Error ? err.message : errorMessage(err)),
    });
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 3 }}>
      <Avatar
        src={link ?? undefined}
        alt={link ? `Profile picture of ${name}` : undefined}
        sx={{ width: 96, height: 96, fontSize: '2rem' }}
      >
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Box>
        <Typography component="p" variant="body2" sx={{ fontWeight: 600 }}>
          Profile picture
        </Typography>
        <Typography variant="body2" color="text.secondary" id="profile-picture-hint">
          A jpg, png or gif of up to {MAX_UPLOAD_MB} MB; you crop it to a square before it is saved.
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<PhotoCameraIcon />}
            onClick={() => input.current?.click()}
            aria-describedby="profile-picture-hint"
          >
            {link ? 'Change picture' : 'Add picture'}
          </Button>
          {link ? (
            <Button color="error" onClick={() => setConfirmRemove(true)}>
              Remove picture
            </Button>
          ) : null}
        </Stack>
        <HiddenFileInput
          ref={input}
          accept="image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif"
          label="Profile picture file"
          onFile={choose}
        />
        {problem ? (
          <FormHelperText error role="alert">
            {problem}
          </FormHelperText>
        ) : null}
      </Box>
      <ImageCropDialog
        file={chosen}
        title="Crop your profile picture"
        confirmLabel="Save picture"
        pending={attach.isPending}
        error={uploadError}
        onCancel={() => setChosen(null)}
        onCropped={upload}
      />
      <RemoveUploadDialog
        uid={uid}
        kind="profile-picture"
        open={confirmRemove}
        onClose={() => setConfirmRemove(false)}
        title="Remove your profile picture?"
        confirmLabel="Remove picture"
      >
        Your initial is shown instead until you add another picture.
      </RemoveUploadDialog>
    </Stack>
  );
};
