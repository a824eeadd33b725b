import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import type { ApplicationStatus } from '@elevate/contracts/applications/application-status';
import { PendingButton } from '@/components/pending-button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDownloadApplicantsCsv } from '../api/download-applicants-csv';

/** 'Export CSV': the applicants under the current filters, as a file. */
export const ExportCsvButton = ({
  jobId,
  filter,
  disabled,
}: {
  jobId: number;
  filter: { status?: ApplicationStatus; q?: string };
  disabled?: boolean;
}) => {
  const download = useDownloadApplicantsCsv();
  const run = async () => {
    try {
      const fileName = await download.mutateAsync({ jobId, filter });
      toast.success(`Downloaded ${fileName}`);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  return (
    <PendingButton
      variant="outlined"
      startIcon={<FileDownloadOutlinedIcon />}
      pending={download.isPending}
      disabled={disabled}
      onClick={() => void run()}
    >
      Export CSV
    </PendingButton>
  );
};
