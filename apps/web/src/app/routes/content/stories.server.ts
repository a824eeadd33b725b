import { type PageServer } from '../../page-head';

/** Placeholders while issue 14 builds these pages (replaced by their owner). */
export const successStoryPage: PageServer = {
  head: ({ pathname }) => ({
    head: {
      title: 'Success story',
      description: 'Success story on Elevate.',
      canonicalPath: pathname,
      robots: 'noindex,follow',
    },
  }),
};
export const eventPage: PageServer = {
  head: ({ pathname }) => ({
    head: { title: 'Event', description: 'Event on Elevate.', canonicalPath: pathname, robots: 'noindex,follow' },
  }),
};
