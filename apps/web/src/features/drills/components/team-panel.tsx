import type { DrillDetail } from '@elevate/contracts/drills/drill-content.schema';

/** The participant dashboard's team panel. Placeholder until the teams work lands here. */
export const TeamPanel = (_props: { drill: DrillDetail; participantId: number }) => null;
