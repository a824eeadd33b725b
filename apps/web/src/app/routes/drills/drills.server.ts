import { staticHead, type PageServer } from '../../page-head';

// Placeholder heads until the hackathons issue's server parts land here.
export const drillsPage: PageServer = { head: staticHead('Hackathons', 'Hackathons on Elevate.') };
export const drillDetailPage: PageServer = { head: staticHead('Hackathon', 'A hackathon on Elevate.') };
export const openInnovationPage: PageServer = { head: staticHead('Open innovation', 'Open innovation challenges on Elevate.') };
