import { useParams } from 'react-router';
import { JobApplicants, type ApplicantsFrameProps } from '@/features/applicants/components/job-applicants';
import { NotFoundPage } from '../errors/not-found';
import { ConsoleLayout } from './console-layout';

const Frame = ({ title, partnerId, actions, children }: ApplicantsFrameProps) => (
  <ConsoleLayout title={title} partnerId={partnerId} actions={actions}>
    {children}
  </ConsoleLayout>
);

/** /console/jobs/{jobId}/applicants: the employer's view of who applied to one of their jobs. */
const JobApplicantsPage = () => {
  const { jobId } = useParams();
  const id = /^[1-9]\d{0,8}$/.test(jobId ?? '') ? Number(jobId) : null;
  if (id === null) return <NotFoundPage />;
  return <JobApplicants jobId={id} Frame={Frame} />;
};

export default JobApplicantsPage;
