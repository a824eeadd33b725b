import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Messages } from '@elevate/contracts/common/messages';
import { openReturnPath, RETURN_FALLBACK } from '@/lib/return-path';

/**
 * Spec §2.5: the message and a Back link to the encrypted return path: the page the user came from, opened
 * with this tab's key. A value this tab did not seal (edited, pasted from elsewhere) leads to the dashboard.
 */
export const NotAuthorizedPage = () => {
  const [params] = useSearchParams();
  const sealed = params.get('from');
  const [back, setBack] = useState<{ sealed: string | null; path: string } | null>(null);
  useEffect(() => {
    let live = true;
    void openReturnPath(sealed).then((path) => {
      if (live) setBack({ sealed, path });
    });
    return () => {
      live = false;
    };
  }, [sealed]);
  const to = back?.sealed === sealed ? back.path : RETURN_FALLBACK;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: '1.8rem' }}>
        {Messages.notAuthorized}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
        Your account does not have access to this page. If you think it should, write to us from the contact page.
      </Typography>
      <Button component={RouterLink} to={to} variant="contained">
        Back
      </Button>
    </Container>
  );
};
export default NotAuthorizedPage;
