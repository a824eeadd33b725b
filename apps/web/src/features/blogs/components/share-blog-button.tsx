import { lazy } from 'react';
import type { BlogPost } from '@elevate/contracts/blogs/blogs.schema';
import { ShareButton } from '@/components/share-button';

const ShareBlogDialog = lazy(() => import('./share-blog-dialog'));

/** Share: a dialog to copy the post's link or send it on; opening it counts one share. */
export const ShareBlogButton = ({
  blog,
  onSignInRequired,
}: {
  blog: Pick<BlogPost, 'blogId' | 'custUrl' | 'title'>;
  onSignInRequired: () => void;
}) => (
  <ShareButton onSignInRequired={onSignInRequired} renderDialog={(slot) => <ShareBlogDialog {...slot} blog={blog} />} />
);
