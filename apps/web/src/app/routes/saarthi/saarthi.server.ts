import { type PageServer } from '../../page-head';

/** Placeholders while issue 14 builds these pages (replaced by their owner). */
export const saarthiPage: PageServer = {
  head: ({ pathname }) => ({
    head: {
      title: 'Saarthi mentoring',
      description: 'Saarthi mentoring on Elevate.',
      canonicalPath: pathname,
      robots: 'noindex,follow',
    },
  }),
};
export const mentorPage: PageServer = {
  head: ({ pathname }) => ({
    head: {
      title: 'Saarthi mentor',
      description: 'Saarthi mentor on Elevate.',
      canonicalPath: pathname,
      robots: 'noindex,follow',
    },
  }),
};
export const becomeSaarthiPage: PageServer = {
  head: ({ pathname }) => ({
    head: {
      title: 'Become a Saarthi',
      description: 'Become a Saarthi on Elevate.',
      canonicalPath: pathname,
      robots: 'noindex,follow',
    },
  }),
};
