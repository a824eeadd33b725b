import { type PageServer } from '../../page-head';

/** Placeholders while issue 14 builds these pages (replaced by their owner). */
export const blogsPage: PageServer = {
  head: ({ pathname }) => ({
    head: { title: 'Blogs', description: 'Blogs on Elevate.', canonicalPath: pathname, robots: 'noindex,follow' },
  }),
};
export const blogPostPage: PageServer = {
  head: ({ pathname }) => ({
    head: { title: 'Blog', description: 'Blog on Elevate.', canonicalPath: pathname, robots: 'noindex,follow' },
  }),
};
