import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import { BlogMessages } from '@elevate/contracts/blogs/blogs.messages';
import { EmptyState } from '@/components/empty-state';
import { RetryAlert } from '@/components/retry-alert';
import { usePageTitle } from '@/components/use-page-title';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useOpenLogin } from '@/lib/use-open-login';
import { useBlog } from '@/features/blogs/api/get-blog';
import { useRecordBlogView } from '@/features/blogs/api/record-view';
import { blogDay } from '@/features/blogs/blog-dates';
import { ArticleBody } from '@/features/blogs/components/article-body';
import { AuthorAvatar } from '@/features/blogs/components/author-avatar';
import { CommentsSection } from '@/features/blogs/components/comments-section';
import { MorePosts } from '@/features/blogs/components/more-posts';
import { BlogReactionsBar } from '@/features/blogs/components/reactions-bar';
import { ShareBlogButton } from '@/features/blogs/components/share-blog-button';

const ReportDialog = lazy(() => import('@/features/blogs/components/report-dialog'));

const PostSkeleton = () => (
  <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }} role="status" aria-label="Loading the post">
    <Skeleton width="40%" />
    <Skeleton height={56} width="90%" />
    <Skeleton width="50%" sx={{ mb: 3 }} />
    <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto', mb: 3 }} />
    {[0, 1, 2, 3].map((i) => (
      <Skeleton key={i} />
    ))}
  </Container>
);

/**
 * /blogs/{custUrl}: one post, rendered on the server (title, author, cover, body, reactions' counts). In the
 * browser: the view is counted, the reader's own reactions pressed, and the discussion loaded.
 */
export const BlogPostPage = () => {
  const { custUrl = '' } = useParams();
  const query = useBlog(custUrl);
  const post = query.data;
  const session = useSession();
  const openLogin = useOpenLogin();
  const [reporting, setReporting] = useState(false);
  useRecordBlogView(post?.blogId);
  usePageTitle(post?.title ?? 'Blog');

  if (query.isPending) return <PostSkeleton />;
  if (!post) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Container maxWidth="md" sx={{ py: 8 }}>
        {notFound ? (
          <EmptyState
            title="Post not available"
            action={
              <Button component={RouterLink} to="/blogs" variant="contained">
                See all posts
              </Button>
            }
          >
            {BlogMessages.notFound}
          </EmptyState>
        ) : (
          <RetryAlert onRetry={() => void query.refetch()}>{errorMessage(query.error)}</RetryAlert>
        )}
      </Container>
    );
  }
  const own = session !== null && session.session.uid === post.author.uid;
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
        <Link component={RouterLink} to="/blogs" underline="hover" color="inherit">
          Blogs
        </Link>
        <Typography color="text.primary" sx={{ overflowWrap: 'anywhere' }}>
          {post.title}
        </Typography>
      </Breadcrumbs>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.5rem' }, mb: 2 }}>
        {post.title}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3 }}>
        <AuthorAvatar author={post.author} size={44} />
        <Box>
          {post.author.uid ? (
            <Link component={RouterLink} to={`/blogs?authorId=${post.author.uid}`} sx={{ fontWeight: 600 }}>
              {post.author.name}
            </Link>
          ) : (
            <Typography sx={{ fontWeight: 600 }}>{post.author.name}</Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            <time dateTime={post.publishedAt}>{blogDay(post.publishedAt)}</time> · {post.readMinutes} min read
          </Typography>
        </Box>
      </Stack>
      {post.coverImageUrl ? (
        <Box
          component="img"
          src={post.coverImageUrl}
          alt=""
          sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 2, display: 'block', mb: 4 }}
        />
      ) : null}
      <ArticleBody html={post.bodyHtml} />
      {post.tags.length ? (
        <Box
          component="ul"
          aria-label="Tags"
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', p: 0, mt: 4, listStyle: 'none' }}
        >
          {post.tags.map((t) => (
            <li key={t}>
              <Chip
                label={t}
                component={RouterLink}
                to={`/blogs?tag=${encodeURIComponent(t)}`}
                clickable
                variant="outlined"
              />
            </li>
          ))}
        </Box>
      ) : null}
      <Divider sx={{ my: 3 }} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <BlogReactionsBar blogId={post.blogId} publicCounts={post.reactions} />
        <Stack direction="row" spacing={1}>
          <ShareBlogButton blog={post} onSignInRequired={openLogin} />
          {!own ? (
            <Button
              color="inherit"
              startIcon={<FlagOutlinedIcon />}
              onClick={() => (session ? setReporting(true) : openLogin())}
              aria-haspopup="dialog"
            >
              Report
            </Button>
          ) : null}
        </Stack>
      </Stack>
      {reporting ? (
        <Suspense fallback={null}>
          <ReportDialog targetType="blog" targetId={post.blogId} onClose={() => setReporting(false)} />
        </Suspense>
      ) : null}
      <CommentsSection blogId={post.blogId} />
      <MorePosts post={post} />
    </Container>
  );
};

export default BlogPostPage;
