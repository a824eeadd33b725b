import { DrillListing } from '@/features/drills/components/drill-listing';

/** /drills: every listed hackathon, searched and filtered from the address (spec §2.3, §7.6). */
export const DrillsPage = () => (
  <DrillListing
    programType="hackathon"
    title="Hackathons"
    intro="Online, offline and hybrid hackathons from companies and colleges across India. Solve real problem statements on your own or with a team, win prizes, and get noticed by the people who set them."
    documentTitle={(q) => (q ? `${q} hackathons` : 'Hackathons')}
    nouns={{ one: 'hackathon', many: 'hackathons' }}
    searchLabel="Search hackathons"
    searchPlaceholder="Name, theme or company, e.g. fintech"
  />
);
export default DrillsPage;
