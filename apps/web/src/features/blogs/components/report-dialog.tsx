import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import {
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetType,
} from '@elevate/contracts/blogs/blogs.constants';
import { BlogMessages } from '@elevate/contracts/blogs/blogs.messages';
import { PendingButton } from '@/components/pending-button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useReportAbuse } from '../api/report-abuse';

/**
 * Report a post or a comment to the moderators: a reason (required) and optional details. A second report of the
 * same item by the same account is answered kindly ("already reported") and not counted again.
 */
export const ReportDialog = ({
  targetType,
  targetId,
  onClose,
}: {
  targetType: ReportTargetType;
  targetId: number;
  onClose: () => void;
}) => {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const report = useReportAbuse();
  const submit = async () => {
    if (!reason) {
      setReasonError('Please choose a reason');
      return;
    }
    setProblem(null);
    try {
      const { result } = await report.mutateAsync({
        targetType,
        targetId,
        reason,
        details: details.trim() || undefined,
      });
      toast.success(result.alreadyReported ? BlogMessages.alreadyReported : BlogMessages.reported);
      onClose();
    } catch (err) {
      const fieldMessage = err instanceof ApiError ? (err.fields.reason ?? err.fields.details) : undefined;
      setProblem(fieldMessage ?? errorMessage(err));
    }
  };
  const noun = targetType === 'blog' ? 'post' : 'comment';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="report-title">
      <DialogTitle id="report-title">Report this {noun}</DialogTitle>
      <DialogContent>
        {problem ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        ) : null}
        <FormControl error={!!reasonError} required>
          <FormLabel id="report-reason">What is wrong with it?</FormLabel>
          <RadioGroup
            aria-labelledby="report-reason"
            value={reason}
            onChange={(e) => {
              setReason(e.target.value as ReportReason);
              setReasonError(null);
            }}
          >
            {REPORT_REASONS.map((r) => (
              <FormControlLabel key={r} value={r} control={<Radio />} label={REPORT_REASON_LABELS[r]} />
            ))}
          </RadioGroup>
          {reasonError ? <FormHelperText>{reasonError}</FormHelperText> : null}
        </FormControl>
        <TextField
          label="Details (optional)"
          value={details}
          onChange={(e) => setDetails(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          margin="normal"
          slotProps={{ htmlInput: { maxLength: REPORT_DETAILS_MAX } }}
          helperText={`${details.length}/${REPORT_DETAILS_MAX}`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <PendingButton variant="contained" color="error" pending={report.isPending} onClick={() => void submit()}>
          Report
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
};

export default ReportDialog;
