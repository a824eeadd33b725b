import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  MODERATION_STATES,
  REPORT_REASON_LABELS,
  type ModerationAction,
  type ModerationState,
} from '@elevate/contracts/blogs/blogs.constants';
import type { ModerationCase } from '@elevate/contracts/blogs/blogs.schema';
import { EmptyState } from '@/components/empty-state';
import { PagedQueryList } from '@/components/paged-query-list';
import { CASES_PAGE_SIZE, useModerationCases } from '../api/moderation-cases';
import { useModerateCase } from '../api/moderate-case';
import { blogDayTime } from '../blog-dates';
import { ACTION_LABELS, actionsFor, ModerationDecisionDialog } from './moderation-decision-dialog';

const STATE_LABELS: Record<ModerationState, string> = {
  open: 'Open',
  hidden: 'Hidden',
  dismissed: 'Dismissed',
  restored: 'Restored',
};

type Decide = (item: ModerationCase, action: ModerationAction) => void;

const What = ({ c }: { c: ModerationCase }) => (
  <Box sx={{ minWidth: 0 }}>
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
      <Chip size="small" label={c.targetType === 'blog' ? 'Post' : 'Comment'} variant="outlined" />
      {c.target.hidden ? <Chip size="small" color="warning" label="Hidden" /> : null}
    </Stack>
    <Link component={RouterLink} to={c.target.path} sx={{ fontWeight: 600 }}>
      {c.targetType === 'blog' ? c.target.title : `On “${c.target.title}”`}
    </Link>
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: 3,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        overflowWrap: 'anywhere',
      }}
    >
      {c.target.excerpt}
    </Typography>
    <Typography variant="caption" color="text.secondary">
      by {c.target.authorName}
    </Typography>
  </Box>
);

const Reports = ({ c }: { c: ModerationCase }) => (
  <Box>
    <Typography variant="body2" sx={{ fontWeight: 600 }}>
      {c.reportCount} reporter{c.reportCount === 1 ? '' : 's'}
    </Typography>
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {c.reasons.map((r) => (
        <Typography component="li" variant="body2" key={r.reason}>
          {REPORT_REASON_LABELS[r.reason]} ({r.count})
        </Typography>
      ))}
    </Box>
    {c.details.map((d, i) => (
      <Typography key={i} variant="body2" color="text.secondary" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>
        “{d}”
      </Typography>
    ))}
  </Box>
);

const Dates = ({ c }: { c: ModerationCase }) => (
  <Typography variant="body2" color="text.secondary" component="div">
    <div>First: {blogDayTime(c.firstReportedAt)}</div>
    <div>Last: {blogDayTime(c.lastReportedAt)}</div>
    {c.resolvedAt ? (
      <div>
        {STATE_LABELS[c.state]} {blogDayTime(c.resolvedAt)}
        {c.resolvedByName ? ` by ${c.resolvedByName}` : ''}
      </div>
    ) : null}
    {c.note ? <div>Note: {c.note}</div> : null}
  </Typography>
);

const Actions = ({ c, decide }: { c: ModerationCase; decide: Decide }) => (
  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
    {actionsFor(c).map((a) => (
      <Button
        key={a}
        size="small"
        variant={a === 'hide' ? 'contained' : 'outlined'}
        color={a === 'hide' ? 'error' : 'primary'}
        onClick={() => decide(c, a)}
        aria-label={`${ACTION_LABELS[a]} ${c.targetType === 'blog' ? 'post' : 'comment'} ${c.target.title}`}
      >
        {ACTION_LABELS[a]}
      </Button>
    ))}
  </Stack>
);

const CasesTable = ({ rows, decide }: { rows: ModerationCase[]; decide: Decide }) => (
  <Table aria-label="Reports">
    <TableHead>
      <TableRow>
        <TableCell>What</TableCell>
        <TableCell>Reports</TableCell>
        <TableCell>Dates</TableCell>
        <TableCell align="right">Actions</TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {rows.map((c) => (
        <TableRow key={c.caseId} sx={{ verticalAlign: 'top' }}>
          <TableCell sx={{ maxWidth: 420 }}>
            <What c={c} />
          </TableCell>
          <TableCell>
            <Reports c={c} />
          </TableCell>
          <TableCell>
            <Dates c={c} />
          </TableCell>
          <TableCell>
            <Actions c={c} decide={decide} />
          </TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);

const CaseCard = ({ c, decide }: { c: ModerationCase; decide: Decide }) => (
  <Box component="li" sx={{ listStyle: 'none' }}>
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1.5}>
          <What c={c} />
          <Reports c={c} />
          <Dates c={c} />
          <Actions c={c} decide={decide} />
        </Stack>
      </CardContent>
    </Card>
  </Box>
);

/**
 * The moderation queue (admins): reported posts and comments by state. Hide, Restore or Dismiss with an
 * optional note; the case leaves the list at once and the item changes for readers.
 */
export const ModerationQueue = () => {
  const [state, setState] = useState<ModerationState>('open');
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<{ item: ModerationCase; action: ModerationAction } | null>(null);
  const query = useModerationCases(state, page);
  const moderate = useModerateCase();
  const decide: Decide = (item, action) => setPending({ item, action });
  return (
    <Box>
      <Tabs
        value={state}
        onChange={(_e, s: ModerationState) => {
          setState(s);
          setPage(1);
        }}
        aria-label="Report state"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {MODERATION_STATES.map((s) => (
          <Tab key={s} value={s} label={STATE_LABELS[s]} />
        ))}
      </Tabs>
      <PagedQueryList
        query={query}
        loadingLabel="Loading reports"
        skeletons={3}
        skeletonHeight={96}
        empty={
          <EmptyState
            title={state === 'open' ? 'Nothing to review' : `No ${STATE_LABELS[state].toLowerCase()} reports`}
          >
            {state === 'open' ? 'New reports from readers will appear here.' : undefined}
          </EmptyState>
        }
        noun={['report', 'reports']}
        page={page}
        pageSize={CASES_PAGE_SIZE}
        onPage={setPage}
        table={(rows) => <CasesTable rows={rows} decide={decide} />}
        card={(c) => <CaseCard key={c.caseId} c={c} decide={decide} />}
      />
      {pending ? (
        <ModerationDecisionDialog
          item={pending.item}
          action={pending.action}
          onCancel={() => setPending(null)}
          onConfirm={(note) => {
            moderate.mutate({ caseId: pending.item.caseId, action: pending.action, note });
            setPending(null);
          }}
        />
      ) : null}
    </Box>
  );
};
