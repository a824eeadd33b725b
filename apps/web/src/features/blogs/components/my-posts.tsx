import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { BLOG_STATES, type BlogState } from '@elevate/contracts/blogs/blogs.constants';
import type { BlogManageRow } from '@elevate/contracts/blogs/blogs.schema';
import { pagePath } from '@elevate/contracts/seo/absolute-url';
import { EmptyState } from '@/components/empty-state';
import { PagedQueryList } from '@/components/paged-query-list';
import { SearchField } from '@/components/search-field';
import { useManagedBlogs, MANAGE_PAGE_SIZE, type ManageFilters } from '../api/manage-blogs';
import { blogDay } from '../blog-dates';
import { BLOG_STATE_LABELS, BlogStateChip } from './blog-state-chip';

const editPath = (id: number) => `/blogs/write/${id}`;
const when = (r: BlogManageRow) =>
  r.publishedAt && r.state !== 'draft' ? blogDay(r.publishedAt) : `Updated ${blogDay(r.updatedAt)}`;

const PostsTable = ({ rows, showAuthor }: { rows: BlogManageRow[]; showAuthor: boolean }) => (
  <Table size="small" aria-label="Posts">
    <TableHead>
      <TableRow>
        <TableCell>Title</TableCell>
        {showAuthor ? <TableCell>Author</TableCell> : null}
        <TableCell>State</TableCell>
        <TableCell>Date</TableCell>
        <TableCell align="right">Reads</TableCell>
        <TableCell align="right">Reactions</TableCell>
        <TableCell align="right">Comments</TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {rows.map((r) => (
        <TableRow key={r.blogId} hover>
          <TableCell>
            <Link component={RouterLink} to={editPath(r.blogId)} sx={{ fontWeight: 600 }}>
              {r.title}
            </Link>
            {r.state === 'published' ? (
              <Link component={RouterLink} to={pagePath.blog(r.custUrl)} variant="caption" sx={{ display: 'block' }}>
                View post
              </Link>
            ) : null}
          </TableCell>
          {showAuthor ? <TableCell>{r.authorName}</TableCell> : null}
          <TableCell>
            <BlogStateChip state={r.state} />
          </TableCell>
          <TableCell>{when(r)}</TableCell>
          <TableCell align="right">{r.readCount.toLocaleString('en-IN')}</TableCell>
          <TableCell align="right">{r.reactionCount.toLocaleString('en-IN')}</TableCell>
          <TableCell align="right">{r.commentCount.toLocaleString('en-IN')}</TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);

const PostCard = ({ row: r, showAuthor }: { row: BlogManageRow; showAuthor: boolean }) => (
  <Card variant="outlined">
    <CardContent>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Link component={RouterLink} to={editPath(r.blogId)} sx={{ fontWeight: 600 }}>
          {r.title}
        </Link>
        <BlogStateChip state={r.state} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {[
          showAuthor ? r.authorName : null,
          when(r),
          `${r.readCount} reads`,
          `${r.reactionCount} reactions`,
          `${r.commentCount} comments`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
    </CardContent>
  </Card>
);

/**
 * A writer's posts in every state (admins may switch to every writer's), filtered by state and words, with New
 * post. Table on wide screens, cards on phones.
 */
export const ManagedPosts = ({ allowAll, fixedScope }: { allowAll: boolean; fixedScope?: 'mine' | 'all' }) => {
  const [filters, setFilters] = useState<ManageFilters>({ scope: fixedScope ?? 'mine', state: '', q: '', page: 1 });
  const query = useManagedBlogs(filters);
  const set = (c: Partial<ManageFilters>) => setFilters((f) => ({ ...f, page: 1, ...c }));
  const showAuthor = filters.scope === 'all';
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <SearchField
          value={filters.q}
          onChange={(q) => set({ q })}
          onClear={() => set({ q: '' })}
          label="Search posts"
          placeholder="Title"
          maxLength={100}
          grow
        />
        <TextField
          select
          fullWidth={false}
          size="small"
          label="State"
          value={filters.state}
          onChange={(e) => set({ state: e.target.value as BlogState | '' })}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">All states</MenuItem>
          {BLOG_STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {BLOG_STATE_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        {allowAll && !fixedScope ? (
          <TextField
            select
            fullWidth={false}
            size="small"
            label="Whose posts"
            value={filters.scope}
            onChange={(e) => set({ scope: e.target.value as 'mine' | 'all' })}
            sx={{ minWidth: 150 }}
          >
            <MenuItem value="mine">My posts</MenuItem>
            <MenuItem value="all">All writers</MenuItem>
          </TextField>
        ) : null}
        <Button
          component={RouterLink}
          to="/blogs/write/new"
          variant="contained"
          startIcon={<AddIcon />}
          sx={{ flexShrink: 0 }}
        >
          New post
        </Button>
      </Stack>
      <PagedQueryList
        query={query}
        loadingLabel="Loading posts"
        skeletons={4}
        skeletonHeight={56}
        empty={
          <EmptyState title={filters.q || filters.state ? 'No posts match' : 'No posts yet'}>
            {filters.q || filters.state
              ? 'Try other words or another state.'
              : 'Start with New post: a draft is only yours until you publish it.'}
          </EmptyState>
        }
        noun={['post', 'posts']}
        page={filters.page}
        pageSize={MANAGE_PAGE_SIZE}
        onPage={(page) => setFilters((f) => ({ ...f, page }))}
        table={(rows) => <PostsTable rows={rows} showAuthor={showAuthor} />}
        card={(row) => (
          <Box component="li" key={row.blogId} sx={{ listStyle: 'none' }}>
            <PostCard row={row} showAuthor={showAuthor} />
          </Box>
        )}
      />
    </Box>
  );
};
