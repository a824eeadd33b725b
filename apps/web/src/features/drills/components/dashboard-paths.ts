import type { DrillPhase } from '@elevate/contracts/drills/drill-content.schema';
import { participantDashboardPath } from '@elevate/contracts/drills/team.constants';

/** The participant dashboard's pages (spec §2.4): the overview, a phase's idea or solution page, help, my info. */
export const dashboardPaths = (drillId: number, participantId: number) => {
  const base = participantDashboardPath(drillId, participantId);
  return {
    overview: base,
    phase: (phase: Pick<DrillPhase, 'phaseId' | 'kind'>) =>
      `${base}/${phase.kind === 'idea' ? 'idea' : 'solution'}/${phase.phaseId}`,
    help: `${base}/help`,
    myInfo: `${base}/my-info`,
  };
};
