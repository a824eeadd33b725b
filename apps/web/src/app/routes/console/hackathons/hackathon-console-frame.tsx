import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ConsoleLayout } from '../console-layout';

/** The sections of one hackathon's host console, in the order hosts work through them. */
export const HACKATHON_CONSOLE_SECTIONS = [
  { path: '', label: 'Details' },
  { path: 'registration', label: 'Registration form' },
  { path: 'phases', label: 'Phases' },
  { path: 'participants', label: 'Participants' },
  { path: 'announcements', label: 'Announcements' },
  { path: 'help', label: 'Help queries' },
  { path: 'stats', label: 'Stats' },
  { path: 'judging', label: 'Judging' },
  { path: 'results', label: 'Results' },
  { path: 'certificates', label: 'Certificates' },
] as const;

export const hackathonConsolePath = (drillId: number, section = '') =>
  `/console/hackathons/${drillId}${section ? `/${section}` : ''}`;

/** Which section tab the address is on ('' is Details; the preview belongs to none). */
const sectionOf = (pathname: string, drillId: number): string | false => {
  const rest = pathname.replace(/\/+$/, '').slice(hackathonConsolePath(drillId).length).replace(/^\//, '');
  const first = rest.split('/')[0] ?? '';
  return HACKATHON_CONSOLE_SECTIONS.some((s) => s.path === first) ? first : false;
};

/**
 * One hackathon's host console: the console frame with the hackathon's name, and its sections as tabs
 * (scrollable on phones). H1 adds the name, the published state, Publish/Unpublish and Preview.
 */
export const HackathonConsoleFrame = ({ drillId, children }: { drillId: number; children: ReactNode }) => {
  const { pathname } = useLocation();
  const active = sectionOf(pathname, drillId);
  return (
    <ConsoleLayout title="Hackathon">
      <Box component="nav" aria-label="Hackathon sections" sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={active} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
          {HACKATHON_CONSOLE_SECTIONS.map((s) => (
            <Tab
              key={s.path}
              value={s.path}
              label={s.label}
              component={RouterLink}
              to={hackathonConsolePath(drillId, s.path)}
              aria-current={active === s.path ? 'page' : undefined}
            />
          ))}
        </Tabs>
      </Box>
      {children}
    </ConsoleLayout>
  );
};
