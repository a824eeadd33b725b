import { HostHelpInbox } from '@/features/console/components/host-help-inbox';
import { useHostedDrillId } from './hackathon-console-routes';

/** Help queries: participants' questions to the hosts, with replies. */
export const HackathonHelpPage = () => {
  const drillId = useHostedDrillId();
  return drillId === null ? null : <HostHelpInbox drillId={drillId} />;
};
export default HackathonHelpPage;
