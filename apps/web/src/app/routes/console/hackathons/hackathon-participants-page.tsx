import { DrillParticipants } from '@/features/console/components/drill-participants';
import { useHostedDrillId } from './hackathon-console-routes';

/** Participants and teams of the hackathon: search, filters, CSV export, a team view. */
export const HackathonParticipantsPage = () => {
  const drillId = useHostedDrillId();
  return drillId === null ? null : <DrillParticipants drillId={drillId} />;
};
export default HackathonParticipantsPage;
