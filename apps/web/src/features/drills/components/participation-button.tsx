import type { DrillDetail } from '@elevate/contracts/drills/drill-content.schema';

/**
 * The hackathon page's one primary button, following the caller (register / registration closed / not
 * eligible / registered: go to the dashboard). Placeholder until the participation work lands here.
 */
export const ParticipationButton = (_props: { drill: DrillDetail }) => null;
