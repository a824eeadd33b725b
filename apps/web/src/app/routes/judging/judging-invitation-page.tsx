import { useParams } from 'react-router';
import Container from '@mui/material/Container';
import { usePageTitle } from '@/components/use-page-title';
import { InvitationView } from '@/features/judging/components/invitation-view';

/** /judging/invitations/:token: the link in a judge's invitation mail (readable signed out). */
export const JudgingInvitationPage = () => {
  usePageTitle('Judging invitation');
  const token = useParams().token ?? '';
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <InvitationView token={token} />
    </Container>
  );
};
export default JudgingInvitationPage;
