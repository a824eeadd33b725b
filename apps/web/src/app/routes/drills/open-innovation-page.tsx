import { DrillListing } from '@/features/drills/components/drill-listing';

/**
 * /open-innovation: open challenges that companies post (hackathons of program type open-innovation), with the
 * same filters, detail page and submissions as hackathons.
 */
export const OpenInnovationPage = () => (
  <DrillListing
    programType="open-innovation"
    title="Open innovation challenges"
    intro="Companies post problems they want solved and invite anyone with an idea to take them on. Propose a solution on your own or with a team; the best ones win prizes, pilots with the company, or a job offer."
    documentTitle={(q) => (q ? `${q} open innovation challenges` : 'Open innovation challenges')}
    nouns={{ one: 'challenge', many: 'challenges' }}
    searchLabel="Search challenges"
    searchPlaceholder="Problem, theme or company, e.g. water"
  />
);
export default OpenInnovationPage;
