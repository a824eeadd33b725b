import { DrillStats } from '@/features/console/components/drill-stats';
import { useHostedDrillId } from './hackathon-console-routes';

/** Stats: registrations per day, teams, submissions per phase and the funnel. */
export const HackathonStatsPage = () => {
  const drillId = useHostedDrillId();
  return drillId === null ? null : <DrillStats drillId={drillId} />;
};
export default HackathonStatsPage;
