import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import { PendingButton } from '@/components/pending-button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDownloadMyData } from '../api/download-my-data';

/** "Download my data": a JSON file of everything Elevate stores about the account. */
export const DownloadMyData = () => {
  const download = useDownloadMyData();
  const start = () =>
    download.mutate(undefined, {
      onSuccess: (fileName) => toast.success(`Your data is downloading as ${fileName}`),
      onError: (err) => toast.error(errorMessage(err)),
    });
  return (
    <PendingButton
      variant="outlined"
      startIcon={<DownloadOutlinedIcon />}
      onClick={start}
      pending={download.isPending}
      sx={{ alignSelf: 'flex-start' }}
    >
      Download my data
    </PendingButton>
  );
};
