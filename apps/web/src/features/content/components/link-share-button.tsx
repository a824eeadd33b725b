import Button from '@mui/material/Button';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import { copyByHand, copyToClipboard } from '@/lib/copy-to-clipboard';

/**
 * Share for a page with nothing to mail: the phone's own share sheet where there is one, else the link is
 * copied. `path` is the page's site path; the link is made with this site's address.
 */
export const LinkShareButton = ({ path, title }: { path: string; title: string }) => {
  const share = async () => {
    const url = `${window.location.origin}${path}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (err) {
        // Closing the sheet is not a failure; anything else falls back to copying.
        if (err instanceof DOMException && err.name === 'AbortError') return;
      }
    }
    await copyToClipboard(url, copyByHand('address in the bar above'));
  };
  return (
    <Button variant="outlined" startIcon={<ShareOutlinedIcon />} onClick={() => void share()}>
      Share
    </Button>
  );
};
