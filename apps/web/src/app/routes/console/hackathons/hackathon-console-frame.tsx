import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { ConsoleDrill, DrillChecklistItem } from '@elevate/contracts/console/console-drill.schema';
import { DrillChecklistLabels, type DrillChecklistKey } from '@elevate/contracts/console/console-drill.messages';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { LinkTabs } from '@/components/link-tabs';
import { PendingButton } from '@/components/pending-button';
import { useConsoleDrill } from '@/features/console/api/get-console-drill';
import { useSetDrillPublished } from '@/features/console/api/set-drill-published';
import { DrillChecklist } from '@/features/console/components/drill-checklist';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { ConsoleLayout } from '../console-layout';

/** The sections of one hackathon's host console, in the order hosts work through them. */
export const HACKATHON_CONSOLE_SECTIONS = [
  { path: '', label: 'Details' },
  { path: 'registration', label: 'Registration form' },
  { path: 'phases', label: 'Phases' },
  { path: 'participants', label: 'Participants' },
  { path: 'announcements', label: 'Announcements' },
  { path: 'help', label: 'Help queries' },
  { path: 'stats', label: 'Stats' },
  { path: 'judging', label: 'Judging' },
  { path: 'results', label: 'Results' },
  { path: 'certificates', label: 'Certificates' },
  { path: 'payments', label: 'Payments' },
] as const;

export const hackathonConsolePath = (drillId: number, section = '') =>
  `/console/hackathons/${drillId}${section ? `/${section}` : ''}`;

/** Which section tab the address is on ('' is Details; the preview belongs to none). */
const sectionOf = (pathname: string, drillId: number): string | false => {
  const rest = pathname.replace(/\/+$/, '').slice(hackathonConsolePath(drillId).length).replace(/^\//, '');
  const first = rest.split('/')[0] ?? '';
  return HACKATHON_CONSOLE_SECTIONS.some((s) => s.path === first) ? first : false;
};

/** The checklist items a refused publish named (`checklist.logo` → the logo item). */
const missingFromError = (err: unknown): DrillChecklistItem[] | null => {
  if (!(err instanceof ApiError)) return null;
  const keys = Object.keys(err.fields)
    .filter((f) => f.startsWith('checklist.'))
    .map((f) => f.slice('checklist.'.length))
    .filter((k): k is DrillChecklistKey => k in DrillChecklistLabels);
  return keys.length ? keys.map((key) => ({ key, label: DrillChecklistLabels[key], done: false })) : null;
};

/** Publish (after the checklist) or unpublish, Preview, and the public page once published. */
const DrillActions = ({ drill }: { drill: ConsoleDrill }) => {
  const setPublished = useSetDrillPublished();
  const [missing, setMissing] = useState<DrillChecklistItem[] | null>(null);
  const [confirming, setConfirmingOpen] = useState(false);
  // Kept while the dialog fades out, so its words do not flip to the other action as the state changes.
  const [action, setAction] = useState<'publish' | 'unpublish'>('publish');
  const setConfirming = (next: 'publish' | 'unpublish' | null) => {
    if (next) setAction(next);
    setConfirmingOpen(next !== null);
  };

  const run = async (publish: boolean) => {
    try {
      const r = await setPublished.mutateAsync({ drillId: drill.drillId, publish });
      toast.success(r.message ?? (publish ? 'Published' : 'Unpublished'));
      setConfirming(null);
    } catch (err) {
      setConfirming(null);
      const list = missingFromError(err);
      if (list) setMissing(list);
      else toast.error(errorMessage(err));
    }
  };

  const askPublish = () => {
    const open = drill.checklist.filter((i) => !i.done);
    if (open.length > 0) setMissing(open);
    else setConfirming('publish');
  };

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip
          label={drill.isPublished ? 'Published' : 'Draft'}
          color={drill.isPublished ? 'success' : 'default'}
          size="small"
        />
        {drill.isPublished ? (
          <Button variant="outlined" onClick={() => setConfirming('unpublish')}>
            Unpublish
          </Button>
        ) : (
          <Button variant="contained" onClick={askPublish}>
            Publish
          </Button>
        )}
        <Button component={RouterLink} to={hackathonConsolePath(drill.drillId, 'preview')}>
          Preview
        </Button>
        {drill.isPublished ? (
          <Button
            href={`/drills/${drill.custUrl}`}
            target="_blank"
            rel="noopener"
            endIcon={<OpenInNewIcon fontSize="small" aria-hidden />}
          >
            View public page
          </Button>
        ) : null}
      </Stack>

      <Dialog open={missing !== null} onClose={() => setMissing(null)} aria-labelledby="publish-missing-title">
        <DialogTitle id="publish-missing-title">Not ready to publish yet</DialogTitle>
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 1 }}>
            Complete these first, then publish.
          </Alert>
          <DrillChecklist items={missing ?? []} onlyMissing />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setMissing(null)}>Close</Button>
          <Button
            variant="contained"
            component={RouterLink}
            to={hackathonConsolePath(
              drill.drillId,
              missing?.some((m) => m.key === 'phases') && missing.length === 1 ? 'phases' : '',
            )}
            onClick={() => setMissing(null)}
          >
            {missing?.some((m) => m.key === 'phases') && missing.length === 1 ? 'Add phases' : 'Edit details'}
          </Button>
        </DialogActions>
      </Dialog>

      <ConfirmDialog
        open={confirming}
        title={action === 'publish' ? 'Publish this hackathon?' : 'Unpublish this hackathon?'}
        confirmLabel={action === 'publish' ? 'Publish' : 'Unpublish'}
        danger={action === 'unpublish'}
        pending={setPublished.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void run(action === 'publish')}
      >
        {action === 'publish'
          ? 'Participants will find it in search and can register.'
          : 'It disappears from search and its page. Registrations and submissions are kept.'}
      </ConfirmDialog>
    </>
  );
};

/**
 * One hackathon's host console: the console frame with the hackathon's name, its published state, Publish or
 * Unpublish, Preview and its public page, then its sections as tabs (scrollable on phones).
 */
export const HackathonConsoleFrame = ({ drillId, children }: { drillId: number; children: ReactNode }) => {
  const { pathname } = useLocation();
  const active = sectionOf(pathname, drillId);
  const drill = useConsoleDrill(drillId);
  const status = drill.error instanceof ApiError ? drill.error.status : null;

  if (status === 404 || status === 403) {
    return (
      <ConsoleLayout title="Hackathon">
        <EmptyState
          title={status === 404 ? 'We could not find this hackathon' : 'This hackathon belongs to another company'}
          action={
            <Button variant="contained" component={RouterLink} to="/console/hackathons">
              Your hackathons
            </Button>
          }
        >
          {status === 404 ? 'It may have been removed.' : "You can manage only your own company's hackathons."}
        </EmptyState>
      </ConsoleLayout>
    );
  }

  return (
    <ConsoleLayout
      title={drill.data?.name ?? 'Hackathon'}
      partnerId={drill.data?.partnerId ?? null}
      actions={drill.data ? <DrillActions drill={drill.data} /> : null}
    >
      {drill.isError ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <PendingButton pending={drill.isFetching} color="inherit" size="small" onClick={() => void drill.refetch()}>
              Try again
            </PendingButton>
          }
        >
          {errorMessage(drill.error)}
        </Alert>
      ) : null}
      <LinkTabs
        label="Hackathon sections"
        active={active}
        items={HACKATHON_CONSOLE_SECTIONS.map((s) => ({
          key: s.path,
          label: s.label,
          to: hackathonConsolePath(drillId, s.path),
        }))}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      />
      {children}
    </ConsoleLayout>
  );
};
