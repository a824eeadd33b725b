import Chip from '@mui/material/Chip';
import type { BlogState } from '@elevate/contracts/blogs/blogs.constants';

const STATE: Record<BlogState, { label: string; color: 'default' | 'info' | 'success' | 'warning' }> = {
  draft: { label: 'Draft', color: 'default' },
  scheduled: { label: 'Scheduled', color: 'info' },
  published: { label: 'Published', color: 'success' },
  hidden: { label: 'Hidden', color: 'warning' },
};

export const BLOG_STATE_LABELS: Record<BlogState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  hidden: 'Hidden',
};

/** A post's state as its writer sees it. */
export const BlogStateChip = ({ state }: { state: BlogState }) => (
  <Chip
    size="small"
    label={STATE[state].label}
    color={STATE[state].color}
    variant={state === 'draft' ? 'outlined' : 'filled'}
  />
);
