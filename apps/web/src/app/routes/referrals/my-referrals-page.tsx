import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import type { Referral } from '@elevate/contracts/referrals/referral.schema';
import { RetryAlert } from '@/components/retry-alert';
import { EmptyState } from '@/components/empty-state';
import { usePageTitle } from '@/components/use-page-title';
import { useReferralSummary } from '@/features/referrals/api/get-referral-summary';
import { useReferrals } from '@/features/referrals/api/get-referrals';
import { useSetReferralHidden } from '@/features/referrals/api/update-referral';
import { ClaimReferralForm, ReferredBy } from '@/features/referrals/components/claim-referral-form';
import { NoReferralsYet } from '@/features/referrals/components/how-referring-works';
import { ReferralList } from '@/features/referrals/components/referral-list';
import { ReferralShareCard } from '@/features/referrals/components/referral-share-card';
import { ReferralSummaryTiles } from '@/features/referrals/components/referral-summary-tiles';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';

export const REFERRALS_PAGE_SIZE = 10;

/** ?view=hidden&page=2: the view lives in the address, so Back and a reload keep it. */
const useView = () => {
  const [params, setParams] = useSearchParams();
  const hidden = params.get('view') === 'hidden';
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const setView = (next: { hidden?: boolean; page?: number }, replace = false) => {
    const p = new URLSearchParams(params);
    const h = next.hidden ?? hidden;
    const pg = next.page ?? page;
    if (h) p.set('view', 'hidden');
    else p.delete('view');
    if (pg > 1) p.set('page', String(pg));
    else p.delete('page');
    setParams(p, { replace });
  };
  return { hidden, page, setView };
};

/**
 * /my-referrals (signed in; spec §2.4, §2.6, §8): the code with copy ('Copied to clipboard') and a link that
 * opens sign-up with it, share buttons, how many friends reached each milestone, a way to add the code of the
 * friend who invited me, and every friend who used my code with their progress.
 */
export const MyReferralsPage = () => {
  usePageTitle('My Referrals');
  const session = useSession();
  const summary = useReferralSummary();
  const { hidden, page, setView } = useView();
  const list = useReferrals({ limit: REFERRALS_PAGE_SIZE, offset: (page - 1) * REFERRALS_PAGE_SIZE, hidden });
  const setHidden = useSetReferralHidden();
  const code = summary.data?.referralCode ?? session?.session.referralCode;
  const total = list.data?.totalRecordCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / REFERRALS_PAGE_SIZE));
  const hiddenCount = summary.data?.hidden ?? 0;

  // Hiding the last friend of a page empties it: step back to the last page that has friends.
  const lastPage = list.data && !list.isPlaceholderData ? pages : null;
  useEffect(() => {
    if (lastPage !== null && page > lastPage) setView({ page: lastPage }, true);
  });

  const toggle = (r: Referral, hide: boolean) =>
    setHidden
      .mutateAsync({ referralId: r.referralId, hidden: hide })
      .then((env) =>
        toast.success(env.message ?? (hide ? 'Hidden from your referrals' : 'Shown in your referrals again')),
      )
      .catch((err: unknown) => toast.error(errorMessage(err)));

  const action = (r: Referral) =>
    hidden ? (
      <Button size="small" variant="outlined" onClick={() => void toggle(r, false)} disabled={setHidden.isPending}>
        Show again
      </Button>
    ) : (
      <IconButton
        onClick={() => void toggle(r, true)}
        disabled={setHidden.isPending}
        aria-label={`Hide ${r.name} from my list`}
        title="Hide from my list (still counted)"
      >
        <VisibilityOffOutlinedIcon />
      </IconButton>
    );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, fontWeight: 800 }}>
        My Referrals
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3, maxWidth: 720 }}>
        Invite friends to Elevate and follow each one from sign-up to their first job application.
      </Typography>

      {summary.isError && !summary.data ? (
        <RetryAlert onRetry={() => void summary.refetch()}>{errorMessage(summary.error)}</RetryAlert>
      ) : (
        <ReferralSummaryTiles counts={summary.data?.counts} />
      )}

      <Box
        sx={{
          mt: { xs: 2, md: 3 },
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={{ xs: 2, md: 3 }}>
          {code ? (
            <ReferralShareCard code={code} />
          ) : (
            <Paper variant="outlined" sx={{ p: 3, borderRadius: 2 }} role="status" aria-label="Loading your code">
              <Skeleton variant="text" width="50%" />
              <Skeleton variant="rounded" height={48} sx={{ mt: 1 }} />
              <Skeleton variant="rounded" height={40} sx={{ mt: 3 }} />
            </Paper>
          )}
          {summary.data?.referredBy ? <ReferredBy name={summary.data.referredBy.name} /> : null}
          {summary.data?.claimOpenUntil ? <ClaimReferralForm until={summary.data.claimOpenUntil} /> : null}
        </Stack>

        <Stack spacing={{ xs: 2, md: 3 }} component="section" aria-labelledby="friends-title">
          <Box>
            <Typography id="friends-title" variant="h2" sx={{ fontSize: '1.3rem', fontWeight: 700 }}>
              Your friends
            </Typography>
            {hiddenCount > 0 || hidden ? (
              <Tabs
                value={hidden ? 'hidden' : 'shown'}
                onChange={(_, v: string) => setView({ hidden: v === 'hidden', page: 1 })}
                aria-label="Which friends to show"
                sx={{ mt: 1, borderBottom: 1, borderColor: 'divider' }}
              >
                <Tab value="shown" label="In my list" />
                <Tab value="hidden" label={`Hidden (${hiddenCount})`} />
              </Tabs>
            ) : null}
          </Box>

          <ReferralList
            query={list}
            action={action}
            empty={
              hidden ? (
                <EmptyState
                  title="No hidden friends"
                  action={
                    <Button variant="outlined" onClick={() => setView({ hidden: false, page: 1 })}>
                      Back to my list
                    </Button>
                  }
                >
                  Friends you hide stay counted and can be shown again from here.
                </EmptyState>
              ) : (
                <NoReferralsYet />
              )
            }
          />

          {pages > 1 ? (
            <Pagination
              count={pages}
              page={Math.min(page, pages)}
              onChange={(_, p) => setView({ page: p })}
              sx={{ display: 'flex', justifyContent: 'center' }}
              siblingCount={0}
              getItemAriaLabel={(type, p, selected) =>
                type === 'page' ? `${selected ? 'Page' : 'Go to page'} ${p}` : `Go to ${type} page`
              }
            />
          ) : null}
        </Stack>
      </Box>
    </Container>
  );
};

export default MyReferralsPage;
