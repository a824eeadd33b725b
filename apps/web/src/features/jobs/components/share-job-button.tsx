import Button from '@mui/material/Button';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import { Messages } from '@elevate/contracts/common/messages';
import { toast } from '@/lib/toast';

/** The canonical address of a job's page, whichever link it was opened by. */
export const jobUrl = (custUrl: string) => `${window.location.origin}/jobs/${encodeURIComponent(custUrl)}`;

/** Copies the job's link and says 'Copied to clipboard' (spec §8). */
export const ShareJobButton = ({ custUrl }: { custUrl: string }) => {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(jobUrl(custUrl));
      toast.success(Messages.copied);
    } catch {
      toast.error('Could not copy the link. Copy it from the address bar instead.');
    }
  };
  return (
    <Button variant="outlined" startIcon={<ShareOutlinedIcon />} onClick={copy}>
      Share
    </Button>
  );
};
