import { useRoutes, type RouteObject } from 'react-router';
import { RequireAuth } from '@/app/guards';
import { page } from '@/app/lazy-page';

/**
 * The employer console's pages under /console (docs/decisions/012), loaded as one lazy module so that none of
 * their route definitions weigh on the first load of the public site. The router admits employers and admins;
 * Partners, Background jobs and Users are for admins only. Built once at module level: `page()` makes a lazy component, which must outlive
 * renders or it would suspend again on every one.
 */
const consoleRoutes: RouteObject[] = [
  { index: true, element: page(() => import('./console-home-page')) },
  { path: 'company', element: page(() => import('./company-edit-page')) },
  { path: 'jobs', element: page(() => import('./console-jobs-page')) },
  { path: 'jobs/new', element: page(() => import('./job-new-page')) },
  { path: 'jobs/:jobId/edit', element: page(() => import('./job-edit-page')) },
  { path: 'jobs/:jobId/applicants', element: page(() => import('./job-applicants-page')) },
  { path: 'hackathons', element: page(() => import('./hackathons/hackathons-list-page')) },
  { path: 'hackathons/new', element: page(() => import('./hackathons/hackathon-new-page')) },
  { path: 'hackathons/:drillId/*', element: page(() => import('./hackathons/hackathon-console-routes')) },
  {
    path: 'admin/partners',
    element: <RequireAuth roles={['admin']}>{page(() => import('./partners-admin-page'))}</RequireAuth>,
  },
  {
    path: 'admin/payments',
    element: <RequireAuth roles={['admin']}>{page(() => import('./payments/payments-admin-page'))}</RequireAuth>,
  },
  {
    path: 'admin/jobs',
    element: <RequireAuth roles={['admin']}>{page(() => import('./queue-admin-page'))}</RequireAuth>,
  },
  {
    path: 'admin/users',
    element: <RequireAuth roles={['admin']}>{page(() => import('./users-admin-page'))}</RequireAuth>,
  },
  // Community (issue 14): reported posts and comments, posts and writers, Saarthi applications, site content.
  {
    path: 'admin/moderation',
    element: <RequireAuth roles={['admin']}>{page(() => import('./community/moderation-page'))}</RequireAuth>,
  },
  {
    path: 'admin/blogs',
    element: <RequireAuth roles={['admin']}>{page(() => import('./community/blogs-admin-page'))}</RequireAuth>,
  },
  {
    path: 'admin/saarthi',
    element: <RequireAuth roles={['admin']}>{page(() => import('./community/saarthi-applications-page'))}</RequireAuth>,
  },
  {
    path: 'admin/content/*',
    element: <RequireAuth roles={['admin']}>{page(() => import('./content/content-admin-routes'))}</RequireAuth>,
  },
  { path: '*', element: page(() => import('../errors/not-found')) },
];

const ConsoleRoutes = () => useRoutes(consoleRoutes);

export default ConsoleRoutes;
