import { useEffect, useRef, type FocusEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import type { BlogPost } from '@elevate/contracts/blogs/blogs.schema';
import { pagePath } from '@elevate/contracts/seo/absolute-url';
import type { ShareDialogSlot } from '@/components/share-button';
import { copyToClipboard } from '@/lib/copy-to-clipboard';
import { countBlogShare } from '../api/share-blog';

/** The post's link to copy, and one-click sharing on WhatsApp, LinkedIn and X. Each opening counts one share. */
export const ShareBlogDialog = ({
  open,
  onClose,
  blog,
}: ShareDialogSlot & { blog: Pick<BlogPost, 'blogId' | 'custUrl' | 'title'> }) => {
  const link = `${window.location.origin}${pagePath.blog(blog.custUrl)}`;
  const counted = useRef(false);
  useEffect(() => {
    if (!open) {
      counted.current = false;
      return;
    }
    if (counted.current) return;
    counted.current = true;
    countBlogShare(blog.blogId).catch(() => undefined);
  }, [open, blog.blogId]);
  const text = encodeURIComponent(`${blog.title} ${link}`);
  const url = encodeURIComponent(link);
  const targets = [
    { name: 'WhatsApp', href: `https://wa.me/?text=${text}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
    { name: 'X', href: `https://x.com/intent/post?text=${text}` },
  ];
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="share-blog-title">
      <DialogTitle id="share-blog-title" sx={{ pr: 7 }}>
        Share this post
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {blog.title}
        </Typography>
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            label="Link to this post"
            value={link}
            fullWidth
            size="small"
            slotProps={{
              htmlInput: { readOnly: true, onFocus: (e: FocusEvent<HTMLInputElement>) => e.currentTarget.select() },
            }}
          />
          <Button
            variant="outlined"
            startIcon={<ContentCopyIcon />}
            onClick={() => copyToClipboard(link, 'Could not copy the link. Select it above and copy it by hand.')}
            sx={{ flexShrink: 0 }}
          >
            Copy link
          </Button>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 3, flexWrap: 'wrap', rowGap: 1 }}>
          {targets.map((t) => (
            <Button key={t.name} variant="text" href={t.href} target="_blank" rel="noopener noreferrer">
              Share on {t.name}
            </Button>
          ))}
        </Stack>
      </DialogContent>
    </Dialog>
  );
};

export default ShareBlogDialog;
