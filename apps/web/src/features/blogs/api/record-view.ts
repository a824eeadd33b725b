import { useEffect } from 'react';
import { apiRequest } from '@/lib/api-client';

/** POST stats/impressions: counts one view of a post (the API keeps one per reader a day). */
export const recordBlogView = (blogId: number) =>
  apiRequest('POST', 'stats/impressions', { body: { entityType: 'blog', entityId: blogId } });

/** Records the view once per post shown, in the browser only; a failure is not the reader's problem. */
export const useRecordBlogView = (blogId: number | undefined) => {
  useEffect(() => {
    if (blogId === undefined) return;
    recordBlogView(blogId).catch(() => undefined);
  }, [blogId]);
};
