import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { page } from '@/app/lazy-page';
import { LinkTabs } from '@/components/link-tabs';
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
      <LinkTabs
        label="Site content sections"
        active={active}
        items={CONTENT_ADMIN_SECTIONS.map((s) => ({ key: s.path, label: s.label, to: contentAdminPath(s.path) }))}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      />
      {element}
    </ConsoleLayout>
  );
};

export default ContentAdminRoutes;
