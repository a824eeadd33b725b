import { Link as RouterLink, useLocation, useRoutes, type RouteObject } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { page } from '@/app/lazy-page';
import { NotFoundPage } from '../../errors/not-found';
import { ConsoleLayout } from '../console-layout';

/** The site-content console's sections, each its own page under /console/admin/content. */
export const CONTENT_ADMIN_SECTIONS = [
  { path: '', label: 'Stories' },
  { path: 'events', label: 'Events' },
  { path: 'testimonials', label: 'Testimonials' },
  { path: 'stats', label: 'Stats' },
  { path: 'featured', label: 'Featured' },
  { path: 'organisations', label: 'Organisations' },
  { path: 'pages', label: 'Pages' },
  { path: 'news', label: 'News' },
] as const;

export const contentAdminPath = (section = '') => `/console/admin/content${section ? `/${section}` : ''}`;

// Built once at module level (see console-routes).
const sections: RouteObject[] = [
  { index: true, element: page(() => import('./stories-page')) },
  { path: 'events', element: page(() => import('./events-page')) },
  { path: 'testimonials', element: page(() => import('./testimonials-page')) },
  { path: 'stats', element: page(() => import('./stats-page')) },
  { path: 'featured', element: page(() => import('./featured-page')) },
  { path: 'organisations', element: page(() => import('./organisations-page')) },
  { path: 'pages', element: page(() => import('./site-pages-page')) },
  { path: 'news', element: page(() => import('./news-page')) },
  { path: '*', element: <NotFoundPage /> },
];

/** Which section tab the address is on. */
const sectionOf = (pathname: string): string | false => {
  const rest = pathname.replace(/\/+$/, '').slice(contentAdminPath().length).replace(/^\//, '');
  const first = rest.split('/')[0] ?? '';
  return CONTENT_ADMIN_SECTIONS.some((s) => s.path === first) ? first : false;
};

/** /console/admin/content/…: the words, stories, events and logos of the public site (admins). */
const ContentAdminRoutes = () => {
  const { pathname } = useLocation();
  const active = sectionOf(pathname);
  const element = useRoutes(sections);
  return (
    <ConsoleLayout title="Site content">
      <Box component="nav" aria-label="Site content sections" sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={active} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
          {CONTENT_ADMIN_SECTIONS.map((s) => (
            <Tab
              key={s.path}
              value={s.path}
              label={s.label}
              component={RouterLink}
              to={contentAdminPath(s.path)}
              aria-current={active === s.path ? 'page' : undefined}
            />
          ))}
        </Tabs>
      </Box>
      {element}
    </ConsoleLayout>
  );
};

export default ContentAdminRoutes;
