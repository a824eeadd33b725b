import { Link as RouterLink, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Messages } from '@elevate/contracts/common/messages';
import { decodeReturnPath } from '../../guards';

/** Spec §2.5: the message and a Back link to the encoded return path. */
export const NotAuthorizedPage = () => {
  const [params] = useSearchParams();
  const back = decodeReturnPath(params.get('from'));
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: '1.8rem' }}>
        {Messages.notAuthorized}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
        Your account does not have access to this page. If you think it should, write to us from the contact page.
      </Typography>
      <Button component={RouterLink} to={back} variant="contained">
        Back
      </Button>
    </Container>
  );
};
export default NotAuthorizedPage;
