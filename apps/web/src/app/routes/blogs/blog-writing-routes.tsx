import { useState } from 'react';
import { Link as RouterLink, Route, Routes, useNavigate, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { BlogMessages } from '@elevate/contracts/blogs/blogs.messages';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { RetryAlert } from '@/components/retry-alert';
import { usePageTitle } from '@/components/use-page-title';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useCanWrite } from '@/features/blogs/api/can-write';
import { useDeleteBlog } from '@/features/blogs/api/delete-blog';
import { useEditableBlog } from '@/features/blogs/api/editable-blog';
import { BlogEditor } from '@/features/blogs/components/blog-editor';
import { ManagedPosts } from '@/features/blogs/components/my-posts';

const MyPostsPage = () => {
  usePageTitle('My posts');
  const isAdmin = useSession()?.session.role === 'admin';
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', md: '2.2rem' }, mb: 3 }}>
        My posts
      </Typography>
      <ManagedPosts allowAll={isAdmin} />
    </>
  );
};

const NewPostPage = () => {
  usePageTitle('New post');
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', md: '2.2rem' }, mb: 2 }}>
        New post
      </Typography>
      <BlogEditor blog={null} />
    </>
  );
};

const EditPostPage = () => {
  const id = Number(useParams().id);
  const blogId = Number.isInteger(id) && id > 0 ? id : null;
  const query = useEditableBlog(blogId);
  const navigate = useNavigate();
  const remove = useDeleteBlog();
  const [confirming, setConfirming] = useState(false);
  usePageTitle(query.data ? `Edit: ${query.data.title}` : 'Edit post');
  if (blogId === null || (query.error instanceof ApiError && query.error.status === 404))
    return (
      <EmptyState
        title="Post not found"
        action={
          <Button component={RouterLink} to="/blogs/write" variant="contained">
            My posts
          </Button>
        }
      >
        {BlogMessages.notFound}
      </EmptyState>
    );
  if (query.error instanceof ApiError && query.error.status === 403)
    return <EmptyState title="Not your post">{BlogMessages.notAuthor}</EmptyState>;
  if (query.isPending) return <Skeleton variant="rounded" height={480} aria-label="Loading the post" />;
  if (!query.data) return <RetryAlert onRetry={() => void query.refetch()}>{errorMessage(query.error)}</RetryAlert>;
  const doDelete = async () => {
    try {
      await remove.mutateAsync(blogId);
      toast.success(BlogMessages.deleted);
      navigate('/blogs/write', { replace: true });
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', md: '2.2rem' }, mb: 2 }}>
        Edit post
      </Typography>
      {/* Keyed by the post: another post's address gets a fresh form. */}
      <BlogEditor key={query.data.blogId} blog={query.data} onDelete={() => setConfirming(true)} />
      <ConfirmDialog
        open={confirming}
        title="Delete this post?"
        confirmLabel="Delete post"
        danger
        pending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void doDelete()}
      >
        “{query.data.title}” goes with its comments, reactions and reports. This cannot be undone.
      </ConfirmDialog>
    </>
  );
};

/**
 * /blogs/write/*: writing posts, for approved writers and admins (RequireAuth signs the visitor in first). Anyone
 * else gets a clear panel instead of a form they could not save.
 */
export const BlogWritingRoutes = () => {
  const canWrite = useCanWrite();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {canWrite.isPending ? (
        <Skeleton variant="rounded" height={320} aria-label="Checking your access" />
      ) : canWrite.isError ? (
        <RetryAlert onRetry={() => void canWrite.refetch()}>{errorMessage(canWrite.error)}</RetryAlert>
      ) : !canWrite.data?.canWrite ? (
        <EmptyState
          title="Writing is for approved writers"
          action={
            <Button component={RouterLink} to="/blogs" variant="contained">
              Read the blogs
            </Button>
          }
        >
          {BlogMessages.notWriter} Write to the Elevate team if you would like to share your story.
        </EmptyState>
      ) : (
        <Routes>
          <Route index element={<MyPostsPage />} />
          <Route path="new" element={<NewPostPage />} />
          <Route path=":id" element={<EditPostPage />} />
          <Route path="*" element={<MyPostsPage />} />
        </Routes>
      )}
    </Container>
  );
};

export default BlogWritingRoutes;
