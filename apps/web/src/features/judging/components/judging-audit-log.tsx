import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { relativeTime } from '@elevate/contracts/common/format';
import { JUDGING_AUDIT_PAGE_SIZE } from '@elevate/contracts/judging/judging.constants';
import { PagedList } from '@/components/paged-list';
import { RetryAlert } from '@/components/retry-alert';
import { errorMessage } from '@/lib/api-client';
import { useJudgingAudit } from '../api/get-judging-audit';

/** The judging audit log of one phase, newest first, a page at a time: every rubric change and every score change. */
export const JudgingAuditLog = ({ drillId, phaseId }: { drillId: number; phaseId: number | null }) => {
  const [page, setPage] = useState(1);
  const audit = useJudgingAudit(drillId, phaseId, (page - 1) * JUDGING_AUDIT_PAGE_SIZE);
  return (
    <Paper
      component="section"
      aria-labelledby="audit-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id="audit-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Audit log
      </Typography>
      {audit.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : audit.isError ? (
        <RetryAlert onRetry={() => void audit.refetch()} retrying={audit.isFetching}>
          {errorMessage(audit.error)}
        </RetryAlert>
      ) : audit.data.totalRecordCount === 0 ? (
        <Typography color="text.secondary">
          Nothing recorded yet. Rubric changes and every score change appear here.
        </Typography>
      ) : (
        <PagedList
          total={audit.data.totalRecordCount}
          noun={['entry', 'entries']}
          loadingNext={audit.isPlaceholderData}
          page={page}
          pages={Math.ceil(audit.data.totalRecordCount / JUDGING_AUDIT_PAGE_SIZE)}
          onPage={setPage}
        >
          {audit.data.data.map((e) => (
            <Box
              component="li"
              key={e.auditId}
              sx={{ listStyle: 'none', borderLeft: 3, borderColor: 'divider', pl: 1.5 }}
            >
              <Typography variant="body2">{e.summary}</Typography>
              <Typography variant="caption" color="text.secondary">
                {e.actor?.name ?? 'A deleted account'} ·{' '}
                <time dateTime={e.createdAt} title={new Date(e.createdAt).toLocaleString('en-IN')}>
                  {relativeTime(e.createdAt)}
                </time>
              </Typography>
            </Box>
          ))}
        </PagedList>
      )}
    </Paper>
  );
};
