import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SAARTHI_DIRECTORY_PAGE_SIZE } from '@elevate/contracts/saarthi/saarthi.constants';
import { EmptyState } from '@/components/empty-state';
import { PageNumbers } from '@/components/page-numbers';
import { QueryStates } from '@/components/query-states';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';
import { useMentorDirectory } from '../api/search-mentors';
import { DirectoryFiltersBar } from './directory-filters';
import {
  EMPTY_DIRECTORY,
  hasDirectoryFilters,
  parseDirectory,
  toDirectoryQuery,
  writeDirectory,
} from './directory-params';
import { MentorCard } from './mentor-card';

/** The mentor directory: filters in the address, cards, pages. */
export const MentorDirectory = () => {
  const [params, setParams] = useSearchParams();
  const filters = parseDirectory(params);
  const query = useMentorDirectory(toDirectoryQuery(filters));
  const timeZone = useViewerTimeZone();
  const setFilters = (next: typeof filters) => setParams(writeDirectory(next, params));
  return (
    <Stack spacing={3}>
      <DirectoryFiltersBar key={`${filters.q}|${filters.company}`} filters={filters} onChange={setFilters} />
      <QueryStates query={query} loadingLabel="Loading mentors" skeletons={6} skeletonHeight={260}>
        {(list) =>
          list.data.length === 0 ? (
            <EmptyState
              title={hasDirectoryFilters(filters) ? 'No mentors match these filters' : 'No mentors yet'}
              action={
                hasDirectoryFilters(filters) ? (
                  <Button variant="outlined" onClick={() => setFilters(EMPTY_DIRECTORY)}>
                    Clear filters
                  </Button>
                ) : (
                  <Button variant="contained" component={RouterLink} to="/becomeasaarthi">
                    Become a Saarthi
                  </Button>
                )
              }
            >
              {hasDirectoryFilters(filters)
                ? 'Try another domain or language, or switch off “Available now”.'
                : 'Mentors appear here once their applications are approved.'}
            </EmptyState>
          ) : (
            <Stack spacing={2} sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
              <Typography color="text.secondary" role="status">
                {list.totalRecordCount === 1 ? '1 mentor' : `${list.totalRecordCount.toLocaleString('en-IN')} mentors`}
              </Typography>
              <Box
                component="ul"
                aria-label="Mentors"
                sx={{
                  p: 0,
                  m: 0,
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
                }}
              >
                {list.data.map((m) => (
                  <MentorCard key={m.saarthiId} mentor={m} timeZone={timeZone} />
                ))}
              </Box>
              <PageNumbers
                page={filters.page}
                pages={Math.ceil(list.totalRecordCount / SAARTHI_DIRECTORY_PAGE_SIZE)}
                onPage={(page) => setFilters({ ...filters, page })}
              />
            </Stack>
          )
        }
      </QueryStates>
    </Stack>
  );
};
