import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { ConsoleMessages } from '@elevate/contracts/console/console.messages';
import {
  AttachEmployerSchema,
  type AttachEmployerInput,
  type ConsolePartnerSummary,
  type PartnerEmployer,
} from '@elevate/contracts/console/console-partner.schema';
import { PagedList } from '@/components/paged-list';
import { EmptyState } from '@/components/empty-state';
import { LogoImage } from '@/components/logo-image';
import { TextInput } from '@/components/text-input';
import { applyServerErrors } from '@/components/form-submit';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useConsolePartners } from '../api/get-console-partners';
import { useAttachEmployer, useRemoveEmployer } from '../api/manage-partners';
import { consolePath } from '../hooks/use-console-company';

const PAGE_SIZE = 10;

const AttachEmployerForm = ({ partner }: { partner: ConsolePartnerSummary }) => {
  const attach = useAttachEmployer();
  const form = useForm<AttachEmployerInput, unknown, { email: string }>({
    resolver: zodResolver(AttachEmployerSchema),
    mode: 'onSubmit',
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const { message } = await attach.mutateAsync({ partnerId: partner.partnerId, email });
      toast.success(message ?? ConsoleMessages.employerAttached);
      form.reset({ email: '' });
    } catch (err) {
      if (err instanceof ApiError) applyServerErrors<AttachEmployerInput>(err.fields, form.setError);
      toast.error(errorMessage(err));
    }
  });
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'flex-start' } }}
      aria-label={`Attach an employer to ${partner.partnerDisplayName}`}
    >
      <TextInput
        control={form.control}
        name="email"
        label="Employer's email"
        type="email"
        size="small"
        autoComplete="off"
        sx={{ flex: 1 }}
        helperText="They need an Elevate account; a plain user becomes an employer"
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={attach.isPending}
        startIcon={attach.isPending ? <CircularProgress size={16} /> : undefined}
        sx={{ mt: { sm: 0.25 } }}
      >
        Attach
      </Button>
    </Stack>
  );
};

const EmployerList = ({ partner }: { partner: ConsolePartnerSummary }) => {
  const remove = useRemoveEmployer();
  const drop = async (employer: PartnerEmployer) => {
    const name = `${employer.fullName} ${employer.lastName}`.trim();
    if (!window.confirm(`Remove ${name} (${employer.email}) from ${partner.partnerDisplayName}?`)) return;
    try {
      const { message } = await remove.mutateAsync({ partnerId: partner.partnerId, uid: employer.uid });
      toast.success(message ?? ConsoleMessages.employerRemoved);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  if (partner.employers.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No employers yet.
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      aria-label="Employers"
      sx={{ p: 0, m: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {partner.employers.map((e) => (
        <Box
          component="li"
          key={e.uid}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            pl: 1.5,
            borderRadius: 4,
            bgcolor: 'action.selected',
            maxWidth: '100%',
          }}
        >
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {`${e.fullName} ${e.lastName}`.trim()} · {e.email}
          </Typography>
          <IconButton
            size="small"
            aria-label={`Remove ${e.email}`}
            onClick={() => void drop(e)}
            disabled={remove.isPending}
          >
            <CloseIcon fontSize="inherit" />
          </IconButton>
        </Box>
      ))}
    </Box>
  );
};

const PartnerRow = ({ partner, admin }: { partner: ConsolePartnerSummary; admin: boolean }) => (
  <Paper component="li" variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, listStyle: 'none' }}>
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Stack direction="row" spacing={1.5} sx={{ minWidth: 0 }}>
        <LogoImage src={partner.partnerLogoPath} name={partner.partnerDisplayName} size={44} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h3" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
            {partner.partnerDisplayName}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            /company-page/{partner.customUrl}
            {partner.isActive ? '' : ' · hidden from the public'}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {partner.openJobs} open · {partner.closedJobs} closed jobs
          </Typography>
        </Box>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start', flexShrink: 0 }}>
        <Button variant="contained" component={RouterLink} to={consolePath('/console/company', partner.partnerId)}>
          Company page
        </Button>
        <Button variant="outlined" component={RouterLink} to={consolePath('/console/jobs', partner.partnerId)}>
          Jobs
        </Button>
      </Stack>
    </Stack>
    {admin ? (
      <Stack spacing={1.5} sx={{ mt: 2 }}>
        <EmployerList partner={partner} />
        <AttachEmployerForm partner={partner} />
      </Stack>
    ) : null}
  </Paper>
);

/**
 * Companies for an admin: searchable by name or custom URL, paged. `admin` adds each company's employers with
 * Remove, and a form to attach one by email; without it the list is a picker for the console.
 */
export const ConsolePartnerList = ({ admin = false }: { admin?: boolean }) => {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim());
  const query = useConsolePartners({ q: q || undefined, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const pages = Math.max(1, Math.ceil((query.data?.totalRecordCount ?? 0) / PAGE_SIZE));

  return (
    <Box>
      <TextField
        fullWidth
        label="Search companies"
        placeholder="Name or custom URL"
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(1);
        }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: 2 }}
      />
      {query.isPending ? (
        <Stack spacing={1.5} role="status" aria-label="Loading companies">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={admin ? 180 : 96} />
          ))}
        </Stack>
      ) : query.isError ? (
        <EmptyState
          title="We could not load the companies"
          action={
            <Button variant="contained" onClick={() => void query.refetch()}>
              Try again
            </Button>
          }
        >
          {errorMessage(query.error)}
        </EmptyState>
      ) : query.data.data.length === 0 ? (
        <EmptyState title={q ? 'No company matches' : 'No companies yet'}>
          {q ? 'Check the spelling, or search by the custom URL.' : 'Create the first company above.'}
        </EmptyState>
      ) : (
        <PagedList
          total={query.data.totalRecordCount}
          noun={['company', 'companies']}
          loadingNext={query.isPlaceholderData}
          page={page}
          pages={pages}
          onPage={setPage}
        >
          {query.data.data.map((p) => (
            <PartnerRow key={p.partnerId} partner={p} admin={admin} />
          ))}
        </PagedList>
      )}
    </Box>
  );
};
