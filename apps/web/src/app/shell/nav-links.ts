export interface NavLink {
  to: string;
  label: string;
}

/** Header links of spec §2.6, in the order people look for them. */
export const PRIMARY_LINKS: NavLink[] = [
  { to: '/jobs', label: 'Jobs' },
  { to: '/drills', label: 'Hackathons' },
  { to: '/open-innovation', label: 'Open Innovation' },
  { to: '/saarthi', label: 'Saarthi' },
];
export const SECONDARY_LINKS: NavLink[] = [
  { to: '/aboutus', label: 'About us' },
  { to: '/contactus', label: 'Contact us' },
  { to: '/customers', label: 'Customers' },
  { to: '/hiring', label: 'Hiring' },
  { to: '/hackathon', label: 'Host a hackathon' },
  { to: '/employer', label: 'For employers' },
];
/** Links kept on the participant dashboard and hackathon pages. */
export const COMPACT_LINKS: NavLink[] = [
  { to: '/drills', label: 'Hackathons' },
  { to: '/jobs', label: 'Jobs' },
];
export const EMPLOYER_LINKS: NavLink[] = [
  { to: '/customers', label: 'Customers' },
  { to: '/hiring', label: 'Post a Job' },
  { to: '/hackathon', label: 'Host a Hackathon' },
];
export const DASHBOARD_LINKS: NavLink[] = [
  { to: '/my-dashboard', label: 'My Dashboard' },
  { to: '/manage-profile', label: 'Manage Profile' },
  { to: '/my-jobs', label: 'My Jobs' },
  { to: '/my-hackathons', label: 'My Activities' },
  { to: '/my-referrals', label: 'My Referrals' },
  { to: '/settings', label: 'Settings' },
];
/** The employer console: in the user menu and the drawer for employers and admins only. */
export const CONSOLE_LINK: NavLink = { to: '/console', label: 'Employer console' };
/** What the user judges: in the user menu and the drawer once they are asked and judge something. */
export const JUDGING_LINK: NavLink = { to: '/judging', label: 'Judging' };
export const canUseConsole = (session: { session: { role: string }; authorities: string[] }): boolean =>
  ['employer', 'admin'].some((r) => session.session.role === r || session.authorities.includes(r));
/** Employers and admins host a hackathon in the console; everyone else reads about it on /hackathon. */
export const HOST_HACKATHON_CONSOLE_PATH = '/console/hackathons/new';
export const employerLinksFor = (
  session: { session: { role: string }; authorities: string[] } | null | undefined,
): NavLink[] =>
  session && canUseConsole(session)
    ? EMPLOYER_LINKS.map((l) => (l.to === '/hackathon' ? { ...l, to: HOST_HACKATHON_CONSOLE_PATH } : l))
    : EMPLOYER_LINKS;
export const FOOTER_GROUPS: { title: string; links: NavLink[] }[] = [
  {
    title: 'Explore',
    links: [
      { to: '/jobs', label: 'Jobs and internships' },
      { to: '/drills', label: 'Hackathons' },
      { to: '/blogs', label: 'Blogs' },
      { to: '/becomeasaarthi', label: 'Become a Saarthi' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/aboutus#our-team', label: 'Our team' },
      { to: '/lifeatwue', label: 'Life at Elevate' },
      { to: '/brand-guidelines', label: 'Brand guidelines' },
      { to: '/contactus', label: 'Contact us' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/terms-conditions', label: 'Terms and conditions' },
      { to: '/privacy-policy', label: 'Privacy policy' },
      { to: '/sitemap', label: 'Sitemap' },
    ],
  },
];
