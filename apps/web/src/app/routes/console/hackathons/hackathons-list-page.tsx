import { ConsoleDrillList } from '@/features/console/components/console-drill-list';
import { ConsoleCompanyListPage } from '../console-company-list-page';

/** /console/hackathons: the company's hackathons and challenges, drafts and published. */
export const HackathonsListPage = () => (
  <ConsoleCompanyListPage title="Hackathons" addPath="/console/hackathons/new" addLabel="Host a hackathon">
    {(id) => <ConsoleDrillList key={id} partnerId={id} />}
  </ConsoleCompanyListPage>
);
export default HackathonsListPage;
