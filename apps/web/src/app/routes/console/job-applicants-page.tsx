import { useParams } from 'react-router';
import Container from '@mui/material/Container';
import { usePageTitle } from '@/components/use-page-title';
import { JobApplicants } from '@/features/applicants/components/job-applicants';
import { NotFoundPage } from '../errors/not-found';

/** /console/jobs/{jobId}/applicants: the employer's view of who applied to one of their jobs. */
const JobApplicantsPage = () => {
  const { jobId } = useParams();
  const id = /^\d{1,9}$/.test(jobId ?? '') ? Number(jobId) : null;
  usePageTitle('Applicants');
  if (id === null || id === 0) return <NotFoundPage />;
  return (
    <Container maxWidth={false} sx={{ maxWidth: 1280, py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <JobApplicants jobId={id} />
    </Container>
  );
};

export default JobApplicantsPage;
