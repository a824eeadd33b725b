import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { BlogWritersAdmin } from '@/features/blogs/components/blog-writers-admin';
import { ManagedPosts } from '@/features/blogs/components/my-posts';
import { ConsoleLayout } from '../console-layout';

/** /console/admin/blogs (admins): every post in every state, with links to edit, and the approved writers. */
export const BlogsAdminPage = () => {
  const [tab, setTab] = useState<'posts' | 'writers'>('posts');
  return (
    <ConsoleLayout title="Blogs">
      <Tabs
        value={tab}
        onChange={(_e, t: 'posts' | 'writers') => setTab(t)}
        aria-label="Blogs"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="posts" label="All posts" />
        <Tab value="writers" label="Writers" />
      </Tabs>
      <Box role="tabpanel" aria-label={tab === 'posts' ? 'All posts' : 'Writers'}>
        {tab === 'posts' ? <ManagedPosts allowAll fixedScope="all" /> : <BlogWritersAdmin />}
      </Box>
    </ConsoleLayout>
  );
};

export default BlogsAdminPage;
