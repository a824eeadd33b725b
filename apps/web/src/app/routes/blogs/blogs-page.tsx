import { useSearchParams, Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { BLOGS_PAGE_SIZE } from '@elevate/contracts/blogs/blogs.constants';
import { EmptyState, LoadFailedState } from '@/components/empty-state';
import { PageHero } from '@/components/page-section';
import { PageNumbers } from '@/components/page-numbers';
import { usePageTitle } from '@/components/use-page-title';
import { useCanWrite } from '@/features/blogs/api/can-write';
import { useBlogList } from '@/features/blogs/api/list-blogs';
import { BlogFiltersBar, BlogSearchBox } from '@/features/blogs/components/blog-filters-bar';
import { BlogGrid, BlogGridSkeleton } from '@/features/blogs/components/blog-grid';
import {
  blogFiltersToParams,
  EMPTY_BLOG_FILTERS,
  hasBlogFilters,
  parseBlogFilters,
  toBlogListQuery,
  type BlogFilters,
} from '@/features/blogs/search-params';

/**
 * /blogs: posts by students, mentors and the Elevate team. Words, tag, author, sort and page live in the
 * address (shareable, Back steps through them); the first page is rendered on the server.
 */
export const BlogsPage = () => {
  const [search, setSearch] = useSearchParams();
  const filters = parseBlogFilters(search);
  const query = useBlogList(toBlogListQuery(filters));
  const canWrite = useCanWrite();
  usePageTitle(filters.q ? `${filters.q} · Blogs` : 'Blogs');

  // A filter change starts again from page 1; a page change keeps the filters.
  const change = (c: Partial<BlogFilters>) =>
    setSearch(blogFiltersToParams({ ...filters, page: 1, ...c }), { preventScrollReset: !('page' in c) });
  const clear = () => setSearch(blogFiltersToParams({ ...EMPTY_BLOG_FILTERS, sort: filters.sort }));
  const data = query.data;
  const authorName = filters.authorId
    ? (data?.data.find((b) => b.author.uid === filters.authorId)?.author.name ?? null)
    : null;
  const pages = data ? Math.ceil(data.totalRecordCount / BLOGS_PAGE_SIZE) : 0;

  return (
    <>
      <PageHero
        eyebrow="Community"
        title="Blogs"
        actions={
          canWrite.data?.canWrite ? (
            <Button component={RouterLink} to="/blogs/write" variant="outlined" startIcon={<EditOutlinedIcon />}>
              Write a post
            </Button>
          ) : undefined
        }
      >
        <Box component="span" sx={{ display: 'block', mb: 3 }}>
          Stories and advice from students, mentors and recruiters: internships, interviews, hackathons and first jobs.
        </Box>
        <BlogSearchBox value={filters.q} onSearch={(q) => change({ q })} />
      </PageHero>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <BlogFiltersBar filters={filters} authorName={authorName} onChange={change} />
        {data ? (
          <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }} role="status">
            {data.totalRecordCount.toLocaleString('en-IN')} post{data.totalRecordCount === 1 ? '' : 's'}
            {filters.q ? ` for “${filters.q}”` : ''}
          </Typography>
        ) : null}
        {query.isPending ? (
          <BlogGridSkeleton />
        ) : query.isError && !data ? (
          <LoadFailedState what="posts" onRetry={() => void query.refetch()} />
        ) : data && data.data.length === 0 ? (
          <EmptyState
            title={hasBlogFilters(filters) ? 'No posts match your search' : 'No posts yet'}
            action={
              hasBlogFilters(filters) ? (
                <Button variant="contained" onClick={clear}>
                  Clear filters
                </Button>
              ) : undefined
            }
          >
            {hasBlogFilters(filters)
              ? 'Try other words, another tag or all authors.'
              : 'Posts from our writers will appear here.'}
          </EmptyState>
        ) : data ? (
          <Box sx={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 0.2s' }}>
            <BlogGrid blogs={data.data} label="Posts" />
            <PageNumbers page={filters.page} pages={pages} onPage={(page) => change({ page })} />
          </Box>
        ) : null}
      </Container>
    </>
  );
};

export default BlogsPage;
