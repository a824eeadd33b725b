import { useParams, useRoutes, type RouteObject } from 'react-router';
import { page } from '@/app/lazy-page';
import { HackathonConsoleFrame } from './hackathon-console-frame';
import { NotFoundPage } from '../../errors/not-found';

/**
 * /console/hackathons/{drillId}/…: one hackathon's host console. The frame (name, state, publish, preview and
 * the section tabs) stays while the sections below it load lazily. Built once at module level (see console-routes).
 */
const sections: RouteObject[] = [
  { index: true, element: page(() => import('./hackathon-details-page')) },
  { path: 'registration', element: page(() => import('./hackathon-registration-form-page')) },
  { path: 'phases', element: page(() => import('./hackathon-phases-page')) },
  { path: 'participants', element: page(() => import('./hackathon-participants-page')) },
  { path: 'announcements', element: page(() => import('./hackathon-announcements-page')) },
  { path: 'help', element: page(() => import('./hackathon-help-page')) },
  { path: 'stats', element: page(() => import('./hackathon-stats-page')) },
  { path: 'judging', element: page(() => import('./hackathon-judging-page')) },
  { path: 'results', element: page(() => import('./hackathon-results-page')) },
  { path: 'certificates', element: page(() => import('./hackathon-certificates-page')) },
  { path: 'payments', element: page(() => import('./hackathon-payments-page')) },
  { path: 'preview', element: page(() => import('./hackathon-preview-page')) },
  { path: '*', element: <NotFoundPage /> },
];

/** The hackathon id from the address, or null when it is not a positive whole number. */
export const useHostedDrillId = (): number | null => {
  const raw = useParams().drillId;
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
};

const HackathonConsoleRoutes = () => {
  const drillId = useHostedDrillId();
  const element = useRoutes(sections);
  if (drillId === null) return <NotFoundPage />;
  return <HackathonConsoleFrame drillId={drillId}>{element}</HackathonConsoleFrame>;
};

export default HackathonConsoleRoutes;
