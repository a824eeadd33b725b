import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import { ROLES, type Role } from '@elevate/contracts/auth/auth.schema';
import { USER_TYPES } from '@elevate/contracts/common/constants';
import { formatDate } from '@elevate/contracts/common/format';
import {
  ADMIN_USERS_PAGE_SIZE,
  ADMIN_USERS_SEARCH_MAX,
  AdminUsersMessages,
  type AdminUserRow,
  type AdminUsersQuery,
} from '@elevate/contracts/users/admin-users.schema';
import { visuallyHidden } from '@/components/visually-hidden';
import { RetryAlert } from '@/components/retry-alert';
import { EmptyState } from '@/components/empty-state';
import { ProgressWithLabel } from '@/components/loaders';
import { toast } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAdminUsers } from '../api/get-admin-users';
import { AdminUserDialog, lookupErrorMessage } from './admin-user-dialog';
import { roleLabel, ROLE_LABELS } from './admin-user-labels';

const VERIFIED_LABELS = { true: 'Verified', false: 'Not verified' } as const;
type Verified = keyof typeof VERIFIED_LABELS;

/** The list's filters live in the address, so a filtered page can be shared, reloaded and gone back to. */
const useFilters = () => {
  const [params, setParams] = useSearchParams();
  const pick = <T extends string>(key: string, allowed: readonly T[]): T | '' => {
    const v = params.get(key) ?? '';
    return (allowed as readonly string[]).includes(v) ? (v as T) : '';
  };
  const filters = {
    search: params.get('search') ?? '',
    role: pick<Role>('role', ROLES),
    utype: pick('utype', USER_TYPES),
    verified: pick<Verified>('verified', ['true', 'false']),
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
  const set = useCallback(
    (changes: Partial<Record<'search' | 'role' | 'utype' | 'verified' | 'page', string>>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes))
            if (v) next.set(k, v);
            else next.delete(k);
          // Any change but the page itself starts again from the first page.
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { filters, set };
};

const fullNameOf = (u: Pick<AdminUserRow, 'fullName' | 'lastName'>) => `${u.fullName} ${u.lastName}`.trim();

const VerifiedChip = ({ verified }: { verified: boolean }) => (
  <Chip
    size="small"
    label={verified ? 'Verified' : 'Not verified'}
    color={verified ? 'success' : 'default'}
    variant={verified ? 'filled' : 'outlined'}
  />
);

const Strength = ({ user }: { user: AdminUserRow }) => (
  <ProgressWithLabel value={user.completionPercent} label={`Profile strength of ${fullNameOf(user)}`} />
);

const UsersTable = ({ users, onView }: { users: AdminUserRow[]; onView: (uid: number) => void }) => (
  <TableContainer component={Paper} variant="outlined">
    <Table size="small" aria-label="Accounts">
      <TableHead>
        <TableRow>
          <TableCell>Name and email</TableCell>
          <TableCell>Role</TableCell>
          <TableCell>Type</TableCell>
          <TableCell>Email</TableCell>
          <TableCell>Joined</TableCell>
          <TableCell sx={{ minWidth: 160 }}>Profile strength</TableCell>
          <TableCell>
            <Box component="span" sx={visuallyHidden}>
              Actions
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {users.map((u) => (
          <TableRow key={u.uid} hover>
            <TableCell sx={{ maxWidth: 280 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{fullNameOf(u)}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {u.email}
              </Typography>
            </TableCell>
            <TableCell>{roleLabel(u.role)}</TableCell>
            <TableCell>{u.utype}</TableCell>
            <TableCell>
              <VerifiedChip verified={u.verified} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(u.createdAt)}</TableCell>
            <TableCell>
              <Strength user={u} />
            </TableCell>
            <TableCell align="right">
              <Button size="small" onClick={() => onView(u.uid)} aria-label={`View ${fullNameOf(u)}`}>
                View
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);

const UserCards = ({ users, onView }: { users: AdminUserRow[]; onView: (uid: number) => void }) => (
  <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Accounts">
    {users.map((u) => (
      <Paper component="li" key={u.uid} variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
        <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {fullNameOf(u)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {u.email}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1.5 }}>
          <Chip size="small" label={roleLabel(u.role)} />
          <Chip size="small" label={u.utype} />
          <VerifiedChip verified={u.verified} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Joined {formatDate(u.createdAt)}
        </Typography>
        <Strength user={u} />
        <Button size="small" onClick={() => onView(u.uid)} sx={{ mt: 1, ml: -1 }} aria-label={`View ${fullNameOf(u)}`}>
          View
        </Button>
      </Paper>
    ))}
  </Stack>
);

const Loading = ({ cards }: { cards: boolean }) => (
  <Stack spacing={1.5} role="status" aria-label="Loading accounts">
    {Array.from({ length: 5 }, (_, i) => (
      <Skeleton key={i} variant="rounded" height={cards ? 150 : 52} data-testid="user-skeleton" />
    ))}
  </Stack>
);

const FilterSelect = <T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T | '';
  options: ReadonlyArray<readonly [T, string]>;
  onChange: (value: T | '') => void;
}) => (
  <TextField
    select
    fullWidth={false}
    size="small"
    label={label}
    value={value}
    onChange={(e) => onChange(e.target.value as T | '')}
    sx={{ minWidth: { xs: '100%', sm: 160 } }}
  >
    <MenuItem value="">All</MenuItem>
    {options.map(([v, text]) => (
      <MenuItem key={v} value={v}>
        {text}
      </MenuItem>
    ))}
  </TextField>
);

/**
 * Every account for an admin (`GET users`): search by name or email, filter by role, type and verification,
 * a page of 20 at a time with each account's profile strength. A table from 768 px, cards below it; View opens
 * the account (`GET users/{id}`).
 */
export const AdminUsersList = () => {
  const theme = useTheme();
  const cards = useMediaQuery(theme.breakpoints.down('md'));
  const { filters, set } = useFilters();
  const [search, setSearch] = useState(filters.search);
  const settled = useDebouncedValue(search.trim());
  const [viewing, setViewing] = useState<number | null>(null);
  const closeDialog = useCallback(() => setViewing(null), []);

  // Only what was typed moves the address: a cleared filter or a shared link must not be undone by a
  // search still settling from before.
  const lastSettled = useRef(settled);
  useEffect(() => {
    if (settled === lastSettled.current) return;
    lastSettled.current = settled;
    set({ search: settled });
  }, [settled, set]);

  const params: AdminUsersQuery = {
    search: filters.search || undefined,
    role: filters.role || undefined,
    utype: filters.utype || undefined,
    verified: filters.verified || undefined,
    page: filters.page,
    size: ADMIN_USERS_PAGE_SIZE,
  };
  const query = useAdminUsers(params);
  const { error } = query;
  useEffect(() => {
    if (error) toast.error(lookupErrorMessage(error));
  }, [error]);

  const total = query.data?.totalRecordCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_USERS_PAGE_SIZE));
  const filtered = Boolean(filters.search || filters.role || filters.utype || filters.verified);

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        <TextField
          fullWidth={false}
          size="small"
          label="Search accounts"
          placeholder="Name or email"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{
            htmlInput: { maxLength: ADMIN_USERS_SEARCH_MAX },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
          sx={{ flex: { xs: '1 1 auto', sm: '1 1 240px' } }}
        />
        <FilterSelect
          label="Role"
          value={filters.role}
          options={ROLES.map((r) => [r, ROLE_LABELS[r]] as const)}
          onChange={(role) => set({ role })}
        />
        <FilterSelect
          label="Type"
          value={filters.utype}
          options={USER_TYPES.map((t) => [t, t] as const)}
          onChange={(utype) => set({ utype })}
        />
        <FilterSelect
          label="Email"
          value={filters.verified}
          options={Object.entries(VERIFIED_LABELS) as Array<[Verified, string]>}
          onChange={(verified) => set({ verified })}
        />
      </Stack>

      {query.isPending ? (
        <Loading cards={cards} />
      ) : query.isError && !query.data ? (
        <RetryAlert onRetry={() => void query.refetch()}>{lookupErrorMessage(query.error)}</RetryAlert>
      ) : query.data.data.length === 0 ? (
        <EmptyState
          title={filtered ? AdminUsersMessages.empty : 'No accounts yet'}
          action={
            filtered ? (
              <Button
                variant="outlined"
                onClick={() => {
                  setSearch('');
                  set({ search: '', role: '', utype: '', verified: '' });
                }}
              >
                Clear search and filters
              </Button>
            ) : undefined
          }
        >
          {filtered ? 'Check the spelling, or widen the filters.' : 'Accounts appear here as people sign up.'}
        </EmptyState>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} role="status">
            {total} {total === 1 ? 'account' : 'accounts'}
          </Typography>
          <Box sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
            {cards ? (
              <UserCards users={query.data.data} onView={setViewing} />
            ) : (
              <UsersTable users={query.data.data} onView={setViewing} />
            )}
          </Box>
          {pages > 1 ? (
            <Pagination
              count={pages}
              page={Math.min(filters.page, pages)}
              onChange={(_e, page) => set({ page: page === 1 ? '' : String(page) })}
              sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
              aria-label="Pages of accounts"
            />
          ) : null}
        </>
      )}
      <AdminUserDialog uid={viewing} onClose={closeDialog} />
    </Box>
  );
};
