import { useParams } from 'react-router';
import { usePageTitle } from '@/components/use-page-title';
import { useDrill } from '@/features/drills/api/get-drill';
import { DrillDetailSkeleton, DrillLoadFailed, DrillNotFound } from '@/features/drills/components/drill-detail-states';
import { DrillDetailView } from '@/features/drills/components/drill-detail-view';
import type { JobCard as JobCardData } from '@elevate/contracts/jobs/job-card.schema';
import { JobCard } from '@/features/jobs/components/job-card';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useOpenLogin } from '@/lib/use-open-login';

const renderJob = (job: JobCardData) => <JobCard job={job} />;

/**
 * /drills/{drillCustUrl}: a hackathon's page (a numeric id works too), with the jobs its hosts linked shown as
 * the jobs feature's cards.
 */
export const DrillDetailPage = () => {
  const { drillId = '' } = useParams();
  const query = useDrill(drillId, drillId !== '');
  const session = useSession();
  const openLogin = useOpenLogin();
  const drill = query.data;
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  usePageTitle(
    drill ? `${drill.drillName} by ${drill.drillPartnerName}` : notFound ? 'Hackathon not available' : 'Hackathon',
  );

  if (drill)
    return (
      <DrillDetailView
        drill={drill}
        receivedAt={query.dataUpdatedAt}
        uid={session?.session.uid ?? null}
        onSignInRequired={openLogin}
        renderJob={renderJob}
      />
    );
  if (notFound) return <DrillNotFound />;
  if (query.isError) return <DrillLoadFailed onRetry={() => void query.refetch()} />;
  return <DrillDetailSkeleton />;
};
export default DrillDetailPage;
