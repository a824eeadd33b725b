import { useSearchParams } from 'react-router';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { usePageTitle } from '@/components/use-page-title';
import { UnsubscribePanel } from '@/features/account/components/unsubscribe-panel';

/**
 * /unsubscribe?token= (spec §2.3, public): the page behind the link in every non-essential mail. Drawn in the
 * browser only and answered by the server as `noindex`, never cached (its address carries a token).
 */
export const UnsubscribePage = () => {
  usePageTitle('Unsubscribe');
  const [params] = useSearchParams();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        <UnsubscribePanel token={params.get('token')?.trim() ?? ''} />
      </Paper>
    </Container>
  );
};
export default UnsubscribePage;
