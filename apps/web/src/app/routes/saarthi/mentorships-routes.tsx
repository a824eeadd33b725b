import { Route, Routes, useParams } from 'react-router';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/components/use-page-title';
import { MentorshipList } from '@/features/saarthi/components/mentorship-list';
import { MentorshipWorkspace } from '@/features/saarthi/components/mentorship-workspace';

const ListPage = () => {
  usePageTitle('My mentorships');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, mb: 3 }}>
        My mentorships
      </Typography>
      <MentorshipList />
    </Container>
  );
};

const WorkspacePage = () => {
  usePageTitle('Mentorship');
  const { mentorshipId = '' } = useParams();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <MentorshipWorkspace mentorshipId={/^\d+$/.test(mentorshipId) ? Number(mentorshipId) : Number.NaN} />
    </Container>
  );
};

/** /saarthi/mentorships (signed in): the list, and /saarthi/mentorships/{id}, the workspace. */
const MentorshipsRoutes = () => (
  <Routes>
    <Route index element={<ListPage />} />
    <Route path=":mentorshipId" element={<WorkspacePage />} />
  </Routes>
);

export default MentorshipsRoutes;
