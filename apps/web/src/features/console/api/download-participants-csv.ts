import { useMutation } from '@tanstack/react-query';
import type { ParticipantsFilter } from '@elevate/contracts/console/console-drill-people.schema';
import { apiDownload } from '@/lib/api-download';

/** console/drills/{id}/participants.csv under the page's filters, saved as the file the server names. */
export const downloadParticipantsCsv = (drillId: number, filter: ParticipantsFilter) =>
  apiDownload(`console/drills/${drillId}/participants.csv`, { ...filter }, `hackathon-${drillId}-participants.csv`);

export const useDownloadParticipantsCsv = () =>
  useMutation({
    mutationFn: ({ drillId, filter }: { drillId: number; filter: ParticipantsFilter }) =>
      downloadParticipantsCsv(drillId, filter),
  });
