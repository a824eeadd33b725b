import { useState, type FocusEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EmailIcon from '@mui/icons-material/Email';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import ShareIcon from '@mui/icons-material/Share';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import { referralLink } from '@elevate/contracts/referrals/referral.format';
import { copyByHand, copyToClipboard } from '@/lib/copy-to-clipboard';
import { shareMessage, shareTargets, type ShareTarget } from '../share-links';

const ICONS: Record<ShareTarget['name'], typeof EmailIcon> = {
  WhatsApp: WhatsAppIcon,
  LinkedIn: LinkedInIcon,
  X: XIcon,
  Email: EmailIcon,
};

/** The Web Share API opens the phone's own share sheet; desktop browsers mostly lack it. */
const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * The referrer's code and link with copy buttons, and ways to send them: the device's share sheet where there
 * is one, then WhatsApp, LinkedIn, X and mail. The link opens sign-up with the code filled in.
 */
export const ReferralShareCard = ({ code }: { code: string }) => {
  const link = referralLink(window.location.origin, code);
  const [native] = useState(canShareNatively);

  const shareNatively = async () => {
    try {
      await navigator.share({ title: 'Join me on Elevate', text: shareMessage(code), url: link });
    } catch {
      // Closing the share sheet rejects too: nothing to say.
    }
  };

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}
      component="section"
      aria-labelledby="referral-code-title"
    >
      <Typography id="referral-code-title" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
        Your referral code
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 1.5 }}>
        <Typography
          component="p"
          data-testid="referral-code"
          sx={{
            fontFamily: 'monospace',
            fontSize: { xs: '1.5rem', sm: '1.8rem' },
            fontWeight: 700,
            letterSpacing: '0.08em',
            px: 1.5,
            py: 0.5,
            borderRadius: 1.5,
            border: 1,
            borderColor: 'divider',
            borderStyle: 'dashed',
          }}
        >
          {code}
        </Typography>
        <Button
          variant="contained"
          startIcon={<ContentCopyIcon />}
          onClick={() => void copyToClipboard(code, copyByHand('code'))}
        >
          Copy code
        </Button>
      </Box>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, alignItems: { sm: 'flex-start' } }}>
        <TextField
          label="Your invitation link"
          value={link}
          fullWidth
          size="small"
          helperText="Opens sign-up on Elevate with your code filled in"
          slotProps={{ htmlInput: { readOnly: true, onFocus: (e: FocusEvent<HTMLInputElement>) => e.target.select() } }}
        />
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon />}
          onClick={() => void copyToClipboard(link, copyByHand('link'))}
          sx={{ flexShrink: 0, minHeight: 40 }}
        >
          Copy link
        </Button>
      </Stack>

      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, mb: 1 }} id="referral-share-label">
        Share it
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} role="group" aria-labelledby="referral-share-label">
        {native ? (
          <Button variant="contained" color="secondary" startIcon={<ShareIcon />} onClick={() => void shareNatively()}>
            Share…
          </Button>
        ) : null}
        {shareTargets(code, link).map(({ name, href }) => {
          const Icon = ICONS[name];
          const external = name !== 'Email';
          return (
            <Button
              key={name}
              variant="outlined"
              href={href}
              startIcon={<Icon />}
              aria-label={name === 'Email' ? 'Share by Email' : `Share on ${name}`}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {name}
            </Button>
          );
        })}
      </Box>
    </Paper>
  );
};
