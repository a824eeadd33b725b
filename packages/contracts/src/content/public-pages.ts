/** Every public page, grouped: the /sitemap page and /sitemap.xml read this one list (spec §2.3). */
export interface PublicPage {
  path: string;
  title: string;
}
export interface PublicPageGroup {
  group: string;
  pages: PublicPage[];
}

export const PUBLIC_PAGE_GROUPS: PublicPageGroup[] = [
  {
    group: 'For students and professionals',
    pages: [
      { path: '/', title: 'Home' },
      { path: '/jobs', title: 'Jobs and internships' },
      { path: '/drills', title: 'Hackathons' },
      { path: '/open-innovation', title: 'Open innovation' },
      { path: '/saarthi', title: 'Saarthi mentoring' },
      { path: '/becomeasaarthi', title: 'Become a Saarthi' },
      { path: '/resume-matching', title: 'Resume matching' },
      { path: '/blogs', title: 'Blogs' },
    ],
  },
  {
    group: 'For companies and institutes',
    pages: [
      { path: '/employer', title: 'Elevate for employers' },
      { path: '/hiring', title: 'Hiring' },
      { path: '/hackathon', title: 'Host a hackathon' },
      { path: '/customers', title: 'Customers' },
    ],
  },
  {
    group: 'Company',
    pages: [
      { path: '/aboutus', title: 'About us' },
      { path: '/aboutus#our-team', title: 'Our team' },
      { path: '/lifeatwue', title: 'Life at Elevate' },
      { path: '/contactus', title: 'Contact us' },
      { path: '/brand-guidelines', title: 'Brand guidelines' },
    ],
  },
  {
    group: 'Legal',
    pages: [
      { path: '/terms-conditions', title: 'Terms and conditions' },
      { path: '/privacy-policy', title: 'Privacy policy' },
      { path: '/sitemap', title: 'Sitemap' },
    ],
  },
];

export const PUBLIC_PATHS: string[] = PUBLIC_PAGE_GROUPS.flatMap((g) => g.pages.map((p) => p.path)).filter(
  (p) => !p.includes('#'),
);
