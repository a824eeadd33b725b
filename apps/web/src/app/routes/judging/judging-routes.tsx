import { useRoutes, type RouteObject } from 'react-router';
import { page } from '@/app/lazy-page';
import { NotFoundPage } from '../errors/not-found';

/**
 * /judging/…: a judge's own pages. The invitation page is also routed on its own, outside the sign-in guard
 * (router.tsx), so a judge who is not signed in yet can read what the invitation is before logging in.
 */
const routes: RouteObject[] = [
  { index: true, element: page(() => import('./my-judging-page')) },
  { path: 'invitations/:token', element: page(() => import('./judging-invitation-page')) },
  { path: 'phases/:phaseId', element: page(() => import('./judging-phase-page')) },
  { path: 'assignments/:assignmentId', element: page(() => import('./judging-assignment-page')) },
  { path: '*', element: <NotFoundPage /> },
];

export const JudgingRoutes = () => useRoutes(routes);
export default JudgingRoutes;
