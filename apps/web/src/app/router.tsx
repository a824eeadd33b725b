import { useRoutes, type RouteObject } from 'react-router';
import { AppShell } from './shell/app-shell';
import { RequireAuth } from './guards';
import { LocationTrail } from './location-trail';
import { page } from './lazy-page';
import { PaymentSlots } from './routes/payments/payment-slots';
import {
  lazyServer,
  notFoundHead,
  staticHead,
  type HeadResolver,
  type PageServer,
  type RouteHandle,
} from './page-head';

/** A public route, rendered on the server with its data and head (docs/decisions/023). */
const ssr = (server: PageServer | HeadResolver): { handle: RouteHandle } => ({
  handle: { server: typeof server === 'function' ? { head: server } : server },
});

/** A public page whose head never changes: its title and the description link previews show. */
const about = (title: string, description: string) => ssr(staticHead(title, description));

/**
 * Every route of spec §2.3–2.5. Pages load lazily; the shell shows a loader meanwhile. Rendered with
 * useRoutes under BrowserRouter: the declarative mode ships about 17 KB less than the data router, and
 * no page uses loaders or actions (TanStack Query fetches data).
 */
export const routes: RouteObject[] = [
  {
    // LocationTrail remembers the pages this tab showed, for the not-authorized page's Back (spec §2.5).
    element: (
      <PaymentSlots>
        <LocationTrail />
        <AppShell />
      </PaymentSlots>
    ),
    children: [
      {
        index: true,
        element: page(() => import('./routes/content/home-page')),
        ...ssr(lazyServer(() => import('./routes/content/home.server').then((m) => m.homePage))),
      },
      {
        path: 'aboutus',
        element: page(() => import('./routes/content/about-page')),
        ...ssr(lazyServer(() => import('./routes/content/site-page.server').then((m) => m.sitePages.aboutus))),
      },
      {
        path: 'customers',
        element: page(() => import('./routes/content/customers-page')),
        ...ssr(lazyServer(() => import('./routes/content/site-page.server').then((m) => m.sitePages.customers))),
      },
      {
        path: 'hiring',
        element: page(() => import('./routes/content/hiring-page')),
        ...ssr(lazyServer(() => import('./routes/content/site-page.server').then((m) => m.sitePages.hiring))),
      },
      {
        path: 'hackathon',
        element: page(() => import('./routes/content/hackathon-page')),
        ...ssr(lazyServer(() => import('./routes/content/site-page.server').then((m) => m.sitePages.hackathon))),
      },
      {
        path: 'employer',
        element: page(() => import('./routes/content/employer-page')),
        ...ssr(lazyServer(() => import('./routes/content/site-page.server').then((m) => m.sitePages.employer))),
      },
      {
        path: 'contactus',
        element: page(() => import('./routes/contact/contact-page')),
        ...about(
          'Contact us',
          'Write to the Elevate team about hiring, hackathons, partnerships or your account; we answer within two working days.',
        ),
      },
      {
        path: 'lifeatwue',
        element: page(() => import('./routes/content/life-page')),
        ...ssr(lazyServer(() => import('./routes/content/site-page.server').then((m) => m.sitePages.lifeatwue))),
      },
      {
        path: 'brand-guidelines',
        element: page(() => import('./routes/content/brand-guidelines-page')),
        ...about('Brand guidelines', 'How to use the Elevate name, logo and colours in your posts, events and press.'),
      },
      {
        path: 'privacy-policy',
        element: page(() => import('./routes/content/privacy-page')),
        ...about(
          'Privacy policy',
          'What Elevate collects, why, who sees it, how long it is kept, and your rights under India’s data protection law.',
        ),
      },
      {
        path: 'terms-conditions',
        element: page(() => import('./routes/content/terms-page')),
        ...about(
          'Terms and conditions',
          'The terms for using Elevate as a candidate, a participant, an employer or a host.',
        ),
      },
      {
        path: 'sitemap',
        element: page(() => import('./routes/content/sitemap-page')),
        ...about('Sitemap', 'Every public page of Elevate in one list.'),
      },
      { path: 'under-repair', element: page(() => import('./routes/content/under-repair-page')) },
      { path: 'page-not-found', element: page(() => import('./routes/errors/not-found')) },
      { path: 'not-authorized', element: page(() => import('./routes/errors/not-authorized')) },

      {
        path: 'jobs',
        element: page(() => import('./routes/jobs/jobs-page')),
        ...ssr(lazyServer(() => import('./routes/jobs/jobs.server').then((m) => m.jobsPage))),
      },
      {
        path: 'jobs/customurl/:short',
        element: page(() => import('./routes/jobs/job-detail-page').then((m) => ({ default: m.JobShortLinkPage }))),
      },
      {
        path: 'jobs/:id',
        element: page(() => import('./routes/jobs/job-detail-page')),
        ...ssr(lazyServer(() => import('./routes/jobs/jobs.server').then((m) => m.jobDetailPage))),
      },
      {
        path: 'drills',
        element: page(() => import('./routes/drills/drills-page')),
        ...ssr(lazyServer(() => import('./routes/drills/drills.server').then((m) => m.drillsPage))),
      },
      {
        path: 'drills/:drillId',
        element: page(() => import('./routes/drills/drill-detail-page')),
        ...ssr(lazyServer(() => import('./routes/drills/drills.server').then((m) => m.drillDetailPage))),
      },
      // Community (issue 14): posts, Saarthi mentoring, success stories and events (docs/decisions/033).
      {
        path: 'blogs',
        element: page(() => import('./routes/blogs/blogs-page')),
        ...ssr(lazyServer(() => import('./routes/blogs/blogs.server').then((m) => m.blogsPage))),
      },
      {
        path: 'blogs/write/*',
        element: <RequireAuth>{page(() => import('./routes/blogs/blog-writing-routes'))}</RequireAuth>,
      },
      {
        path: 'blogs/:custUrl',
        element: page(() => import('./routes/blogs/blog-post-page')),
        ...ssr(lazyServer(() => import('./routes/blogs/blogs.server').then((m) => m.blogPostPage))),
      },
      {
        path: 'becomeasaarthi',
        element: page(() => import('./routes/saarthi/become-saarthi-page')),
        ...ssr(lazyServer(() => import('./routes/saarthi/saarthi.server').then((m) => m.becomeSaarthiPage))),
      },
      {
        path: 'saarthi',
        element: page(() => import('./routes/saarthi/saarthi-page')),
        ...ssr(lazyServer(() => import('./routes/saarthi/saarthi.server').then((m) => m.saarthiPage))),
      },
      {
        path: 'saarthi/mentors/:saarthiId',
        element: page(() => import('./routes/saarthi/mentor-profile-page')),
        ...ssr(lazyServer(() => import('./routes/saarthi/saarthi.server').then((m) => m.mentorPage))),
      },
      {
        path: 'saarthi/mentorships/*',
        element: <RequireAuth>{page(() => import('./routes/saarthi/mentorships-routes'))}</RequireAuth>,
      },
      {
        path: 'open-innovation',
        element: page(() => import('./routes/drills/open-innovation-page')),
        ...ssr(lazyServer(() => import('./routes/drills/drills.server').then((m) => m.openInnovationPage))),
      },
      {
        path: 'resume-matching',
        element: page(() => import('./routes/matching/resume-matching-page')),
        ...about(
          'Resume matching',
          'Upload your resume and see the open jobs that fit it best, each with its score and the reasons: the skills you have, the ones to add and how to raise your match.',
        ),
      },
      {
        path: 'success-story/:custUrl',
        element: page(() => import('./routes/content/success-story-page')),
        ...ssr(lazyServer(() => import('./routes/content/stories.server').then((m) => m.successStoryPage))),
      },
      {
        path: 'company-page/:customUrl',
        element: page(() => import('./routes/partners/company-page')),
        ...ssr(lazyServer(() => import('./routes/partners/company.server').then((m) => m.companyPage))),
      },
      { path: 'users/verify/:id', element: page(() => import('./routes/auth/verify-email-page')) },
      {
        path: 'desc/:id',
        element: page(() => import('./routes/content/event-page')),
        ...ssr(lazyServer(() => import('./routes/content/stories.server').then((m) => m.eventPage))),
      },
      // A link with a token in it: drawn in the browser, answered by the server as noindex (docs/decisions/027).
      { path: 'unsubscribe', element: page(() => import('./routes/account/unsubscribe-page')) },
      { path: 'resetpassword/:emailId/:otp', element: page(() => import('./routes/auth/reset-password-page')) },
      // After a payment (docs/decisions/032): success, failure or pending, with the next step.
      {
        path: 'paymentstatus/:status/:entityType/:entityId',
        element: page(() => import('./routes/payments/payment-status-page')),
      },
      {
        path: 'paymentstatus/:status/:entityType',
        element: page(() => import('./routes/payments/payment-status-page')),
      },
      // The local payment provider's own checkout page (the default when Razorpay is not set up).
      {
        path: 'wuepayments/checkout/:paymentId',
        element: <RequireAuth>{page(() => import('./routes/payments/local-checkout-page'))}</RequireAuth>,
      },
      {
        path: 'login',
        element: page(() => import('./routes/auth/auth-redirect').then((m) => ({ default: m.LoginRedirect }))),
      },
      {
        path: 'signup',
        element: page(() => import('./routes/auth/auth-redirect').then((m) => ({ default: m.SignupRedirect }))),
      },

      {
        path: 'my-dashboard',
        element: <RequireAuth>{page(() => import('./routes/dashboard/dashboard-page'))}</RequireAuth>,
      },
      {
        path: 'manage-profile',
        element: <RequireAuth>{page(() => import('./routes/users/manage-profile-page'))}</RequireAuth>,
      },
      {
        path: 'my-jobs',
        element: <RequireAuth>{page(() => import('./routes/applications/my-jobs-page'))}</RequireAuth>,
      },
      {
        path: 'my-hackathons',
        element: <RequireAuth>{page(() => import('./routes/drills/my-hackathons-page'))}</RequireAuth>,
      },
      {
        path: 'my-referrals',
        element: <RequireAuth>{page(() => import('./routes/referrals/my-referrals-page'))}</RequireAuth>,
      },
      { path: 'settings', element: <RequireAuth>{page(() => import('./routes/account/settings-page'))}</RequireAuth> },
      {
        path: 'notifications',
        element: <RequireAuth>{page(() => import('./routes/notifications/notifications-page'))}</RequireAuth>,
      },
      // The employer console (docs/decisions/012): employers of a company and admins; its pages route inside.
      {
        path: 'console/*',
        element: (
          <RequireAuth roles={['employer', 'admin']}>
            {page(() => import('./routes/console/console-routes'))}
          </RequireAuth>
        ),
      },
      // A judging invitation's mailed link: readable signed out (Accept then opens the login dialog).
      {
        path: 'judging/invitations/:token',
        element: page(() => import('./routes/judging/judging-invitation-page')),
      },
      // Judges: their invitations, the hackathons they judge and the submissions assigned to them.
      {
        path: 'judging/*',
        element: <RequireAuth>{page(() => import('./routes/judging/judging-routes'))}</RequireAuth>,
      },
      // A certificate's public verification page (the QR code on the PDF links here): server-rendered, noindex.
      {
        path: 'certificates/:code',
        element: page(() => import('./routes/certificates/certificate-verify-page')),
        ...ssr(({ pathname }) => ({
          head: {
            title: 'Verify a certificate',
            description: 'Check that an Elevate hackathon certificate is genuine and has not been revoked.',
            canonicalPath: pathname,
            robots: 'noindex,follow',
          },
        })),
      },
      // The participant dashboard and its sub-pages (idea/:phaseId, solution/:phaseId, help, my-info).
      {
        path: 'drills/participant-dashboard/:drillId/:participantId/*',
        element: <RequireAuth>{page(() => import('./routes/drills/participant-dashboard-routes'))}</RequireAuth>,
      },

      {
        path: '*',
        element: page(() => import('./routes/errors/not-found')),
        ...ssr(({ pathname }) => notFoundHead('Page not found', pathname)),
      },
    ],
  },
];

/** The app's routes, under BrowserRouter in the browser and StaticRouter on the server. */
export const AppRoutes = () => useRoutes(routes);
