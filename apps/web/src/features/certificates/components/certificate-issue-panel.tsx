import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CertificateMessages } from '@elevate/contracts/certificates/certificates.messages';
import type { CertificateKindSummary } from '@elevate/contracts/certificates/certificates.schema';
import type { CertificateKind } from '@elevate/contracts/drills/results.schema';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ProgressWithLabel } from '@/components/loaders';
import { PendingButton } from '@/components/pending-button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useIssueCertificates } from '../api/issue-certificates';

const WHO: Record<CertificateKind, string> = {
  participation: 'Registered participants who submitted in any phase.',
  merit: 'Participants whose team (or they) advanced from a shortlist.',
  winner: 'Members of the teams holding an award on a published leaderboard, with their rank.',
};

const count = (n: number) => n.toLocaleString('en-IN');

/** One card per kind: who is eligible, how many wait for it, issue, and the progress while they are made. */
export const CertificateIssuePanel = ({ drillId, summary }: { drillId: number; summary: CertificateKindSummary[] }) => {
  const issue = useIssueCertificates(drillId);
  const [asking, setAsking] = useState<CertificateKindSummary | null>(null);

  const confirm = () => {
    if (!asking) return;
    issue.mutate(asking.kind, {
      onSuccess: ({ message }) => toast.success(message ?? CertificateMessages.issued(0)),
      onError: (err) => toast.error(errorMessage(err)),
      onSettled: () => setAsking(null),
    });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      {summary.map((s) => {
        const made = s.issued - s.pending;
        return (
          <Card key={s.kind} variant="outlined" component="section" aria-labelledby={`cert-kind-${s.kind}`}>
            <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, height: '100%' }}>
              <Typography id={`cert-kind-${s.kind}`} variant="h6" component="h3">
                {CertificateMessages.kindLabel[s.kind]}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {WHO[s.kind]}
              </Typography>
              <Typography variant="body2">
                {s.issued > 0 ? `${count(s.issued)} issued` : 'None issued yet'}
                {s.revoked > 0 ? ` · ${count(s.revoked)} revoked` : ''}
                {s.failed > 0 ? ` · ${count(s.failed)} failed` : ''}
              </Typography>
              {s.pending > 0 ? (
                <Box role="status" aria-live="polite">
                  <Typography variant="body2" sx={{ mb: 0.5 }}>
                    {count(made)} of {count(s.issued)} ready
                  </Typography>
                  <ProgressWithLabel
                    value={(made / Math.max(1, s.issued)) * 100}
                    label={`${CertificateMessages.kindLabel[s.kind]} certificates made`}
                  />
                </Box>
              ) : null}
              <Box sx={{ mt: 'auto', pt: 1 }}>
                <PendingButton
                  variant={s.notYetIssued > 0 ? 'contained' : 'outlined'}
                  disabled={s.notYetIssued === 0}
                  pending={issue.isPending && issue.variables === s.kind}
                  onClick={() => setAsking(s)}
                >
                  {s.notYetIssued > 0 ? `Issue to ${count(s.notYetIssued)} eligible` : 'Everyone eligible has one'}
                </PendingButton>
              </Box>
            </CardContent>
          </Card>
        );
      })}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? `Issue ${CertificateMessages.kindLabel[asking.kind].toLowerCase()} certificates?` : ''}
        confirmLabel="Issue certificates"
        pending={issue.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
      >
        {asking
          ? `${count(asking.notYetIssued)} participants get a signed certificate with their name as it is on their account. You can revoke one later, but it cannot be deleted.`
          : null}
      </ConfirmDialog>
    </Box>
  );
};
