import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { BlogCard as BlogCardData } from '@elevate/contracts/blogs/blogs.schema';
import { BlogCard } from './blog-card';

const gridSx = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
} as const;

export const BlogGridFrame = ({ children, label }: { children: ReactNode; label?: string }) => (
  <Box component="ul" aria-label={label} sx={{ ...gridSx, listStyle: 'none', p: 0, m: 0 }}>
    {children}
  </Box>
);

/** Posts as cards, three across on wide screens, one on phones. */
export const BlogGrid = ({ blogs, label }: { blogs: BlogCardData[]; label: string }) => (
  <BlogGridFrame label={label}>
    {blogs.map((b) => (
      <li key={b.blogId}>
        <BlogCard blog={b} />
      </li>
    ))}
  </BlogGridFrame>
);

/** The grid's shape while posts load. */
export const BlogGridSkeleton = ({ count = 6 }: { count?: number }) => (
  <Box sx={gridSx} aria-busy="true" aria-label="Loading posts" role="status">
    {Array.from({ length: count }, (_, i) => (
      <Box key={i} data-testid="card-skeleton">
        <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
        <Skeleton sx={{ mt: 1.5 }} width="80%" height={28} />
        <Skeleton width="95%" />
        <Skeleton width="60%" />
      </Box>
    ))}
  </Box>
);
