import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { SAARTHI_STATUSES, type SaarthiStatus } from '@elevate/contracts/saarthi/saarthi.constants';
import { EmptyState } from '@/components/empty-state';
import { PagedList } from '@/components/paged-list';
import { QueryStates } from '@/components/query-states';
import { SearchField } from '@/components/search-field';
import { TableOrCards } from '@/components/table-or-cards';
import { useApplications } from '@/features/saarthi/api/list-applications';
import { ApplicationCard, ApplicationTable, type Reviewing } from '@/features/saarthi/components/application-rows';
import { ReviewDialog } from '@/features/saarthi/components/review-dialog';
import { ConsoleLayout } from '../console-layout';

const PAGE_SIZE = 20;
const LABELS: Record<SaarthiStatus, string> = { pending: 'Waiting', approved: 'Approved', rejected: 'Rejected' };

/** The keyword box: applied on Enter (keyed by the address's q, so Back resets it). */
const ApplicationSearch = ({ q, onSearch }: { q: string; onSearch: (q: string) => void }) => {
  const [text, setText] = useState(q);
  return (
    <Stack
      component="form"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <SearchField
        value={text}
        onChange={setText}
        onClear={() => {
          setText('');
          onSearch('');
        }}
        label="Search applications"
        placeholder="Name, email, company"
        maxLength={100}
      />
    </Stack>
  );
};

/** /console/admin/saarthi (admins): the Saarthi applications queue, by status, with search. */
export const SaarthiApplicationsPage = () => {
  const [params, setParams] = useSearchParams();
  const status = (SAARTHI_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as SaarthiStatus)
    : 'pending';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [reviewing, setReviewing] = useState<Reviewing | null>(null);
  const query = useApplications({ status, q: q || undefined, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const go = (change: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(change)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next);
  };
  return (
    <ConsoleLayout title="Saarthi applications">
      <Stack spacing={2}>
        <Tabs
          value={status}
          onChange={(_e, v: string) => go({ status: v === 'pending' ? '' : v, page: '' })}
          variant="scrollable"
        >
          {SAARTHI_STATUSES.map((s) => (
            <Tab key={s} value={s} label={LABELS[s]} />
          ))}
        </Tabs>
        <ApplicationSearch key={q} q={q} onSearch={(text) => go({ q: text, page: '' })} />
        <QueryStates query={query} loadingLabel="Loading applications" skeletons={4} skeletonHeight={96}>
          {(list) =>
            list.data.length === 0 ? (
              <EmptyState
                title={q ? 'No applications match your search' : `No ${LABELS[status].toLowerCase()} applications`}
              />
            ) : (
              <PagedList
                total={list.totalRecordCount}
                noun={['application', 'applications']}
                loadingNext={query.isPlaceholderData}
                page={page}
                pages={Math.ceil(list.totalRecordCount / PAGE_SIZE)}
                onPage={(p) => go({ page: p > 1 ? String(p) : '' })}
              >
                <TableOrCards
                  rows={list.data}
                  table={(rows) => <ApplicationTable rows={rows} onReview={setReviewing} />}
                  card={(row) => <ApplicationCard key={row.saarthiId} row={row} onReview={setReviewing} />}
                />
              </PagedList>
            )
          }
        </QueryStates>
      </Stack>
      {reviewing ? (
        <ReviewDialog row={reviewing.row} decision={reviewing.decision} onClose={() => setReviewing(null)} />
      ) : null}
    </ConsoleLayout>
  );
};

export default SaarthiApplicationsPage;
