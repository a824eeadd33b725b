import { useParams } from 'react-router';
import { ContentMessages } from '@elevate/contracts/content/content.messages';
import { usePageTitle } from '@/components/use-page-title';
import { useCaseStudy } from '@/features/content/api/get-case-study';
import { useRecordImpression } from '@/features/content/api/record-impression';
import { CaseStudyView } from '@/features/content/components/case-study-view';
import { DetailLoadFailed, DetailNotFound, DetailSkeleton } from '@/features/content/components/detail-states';
import { MoreStories } from '@/features/content/components/more-stories';
import { ApiError } from '@/lib/api-client';

/** /success-story/{custUrl}: a published success story or case study, then more about the same programme. */
export const SuccessStoryPage = () => {
  const { custUrl = '' } = useParams();
  const query = useCaseStudy(custUrl);
  const story = query.data;
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  usePageTitle(story ? story.title : notFound ? 'Story not available' : 'Success story');
  useRecordImpression('casestudy', story?.caseStudyId);

  if (story)
    return (
      <>
        <CaseStudyView story={story} />
        <MoreStories story={story} />
      </>
    );
  if (notFound)
    return (
      <DetailNotFound
        title="This story is not available"
        message={ContentMessages.caseStudyNotFound}
        to="/customers"
        action="Read other stories"
      />
    );
  if (query.isError)
    return <DetailLoadFailed title="Success story" what="this story" onRetry={() => void query.refetch()} />;
  return <DetailSkeleton label="Loading the story" />;
};
export default SuccessStoryPage;
