import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ApplicantProfileDrawer } from '@/features/applicants/components/applicant-profile-drawer';
import { JobApplicants, type ApplicantsFrameProps } from '@/features/applicants/components/job-applicants';
import { MoveApplicantDialog, type MoveTarget } from '@/features/applicants/components/move-applicant-dialog';
import { ScreeningRanking } from '@/features/matching/components/screening-ranking';
import { NotFoundPage } from '../errors/not-found';
import { ConsoleLayout } from './console-layout';

type View = 'all' | 'ranked';
const VIEWS: { value: View; label: string }[] = [
  { value: 'all', label: 'All applicants' },
  { value: 'ranked', label: 'Ranked by match' },
];

/** The job's applicants ranked by match, with the applicants feature's drawer and move dialog to act on one. */
const RankedPanel = ({ jobId }: { jobId: number }) => {
  const [viewing, setViewing] = useState<{ applicationId: number; name: string } | null>(null);
  const [moving, setMoving] = useState<MoveTarget | null>(null);
  return (
    <>
      <ScreeningRanking jobId={jobId} onOpen={setViewing} />
      <ApplicantProfileDrawer
        applicationId={viewing?.applicationId ?? null}
        name={viewing?.name ?? ''}
        onClose={() => setViewing(null)}
        onMove={(a) =>
          setMoving({
            applicationId: a.applicationId,
            name: `${a.user.fullName} ${a.user.lastName}`.trim(),
            currentStatus: a.currentStatus,
          })
        }
      />
      <MoveApplicantDialog target={moving} onClose={() => setMoving(null)} />
    </>
  );
};

/**
 * The console's frame with two tabs: every applicant (the list, its filters and paging) or the applicants ranked
 * by match. The tab lives in the address (?view=ranked) so it survives a reload and can be shared.
 */
const Frame = ({ title, partnerId, actions, children }: ApplicantsFrameProps) => {
  const { jobId } = useParams();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'ranked' ? 'ranked' : 'all';
  const select = (next: View) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (next === 'ranked') p.set('view', 'ranked');
      else p.delete('view');
      return p;
    });
  return (
    <ConsoleLayout title={title} partnerId={partnerId} actions={view === 'all' ? actions : undefined}>
      <Tabs
        value={view}
        onChange={(_e, next: View) => select(next)}
        aria-label="Applicants view"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {VIEWS.map((v) => (
          <Tab
            key={v.value}
            value={v.value}
            label={v.label}
            id={`applicants-tab-${v.value}`}
            aria-controls={`applicants-panel-${v.value}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`applicants-panel-${view}`} aria-labelledby={`applicants-tab-${view}`}>
        {view === 'ranked' ? <RankedPanel jobId={Number(jobId)} /> : children}
      </Box>
    </ConsoleLayout>
  );
};

/** /console/jobs/{jobId}/applicants: the employer's view of who applied to one of their jobs. */
const JobApplicantsPage = () => {
  const { jobId } = useParams();
  const id = /^[1-9]\d{0,8}$/.test(jobId ?? '') ? Number(jobId) : null;
  if (id === null) return <NotFoundPage />;
  return <JobApplicants jobId={id} Frame={Frame} />;
};

export default JobApplicantsPage;
