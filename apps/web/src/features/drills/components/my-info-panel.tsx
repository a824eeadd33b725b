import type { DrillDetail } from '@elevate/contracts/drills/drill-content.schema';

/** /my-info: the participant's registration answers. Placeholder until the participation work lands here. */
export const MyInfoPanel = (_props: { drill: DrillDetail; participantId: number }) => null;
