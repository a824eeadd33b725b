import { useState, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import TuneIcon from '@mui/icons-material/Tune';
import { heroBackground } from '@/components/mode-styles';
import { visuallyHidden } from '@/components/visually-hidden';

/** Wide enough for the filters and three cards of 300 px. */
const PAGE_MAX_WIDTH = 1360;

/**
 * A search page (jobs, hackathons): the heading band (`hero`: the title, a few words and the search box), then
 * the filters in a left column from 992 px and in a bottom drawer below that, beside the results (`children`).
 * `filters` draws the panel, given what goes after its "Clear all" (the drawer's close button).
 */
export const SearchPageLayout = ({
  hero,
  filters,
  activeFilterCount,
  showResults,
  resultsRef,
  children,
}: {
  hero: ReactNode;
  filters: (headerAction?: ReactNode) => ReactNode;
  activeFilterCount: number;
  /** The drawer's button back to the results: 'Show 24 jobs'. */
  showResults: string;
  /** The results' column, to scroll back to on a new page. */
  resultsRef?: Ref<HTMLDivElement>;
  children: ReactNode;
}) => {
  const theme = useTheme();
  // The server cannot know the width: it renders the filter column (hidden by CSS below 992 px) and the Filters
  // button (hidden from 992 px), so neither appears late and moves the page; after hydration only one of the
  // column and the drawer stays mounted, so the filters' fields are never on the page twice.
  const desktop = useMediaQuery(theme.breakpoints.up('lg'), { defaultMatches: true });
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <>
      <Box component="header" sx={[{ py: { xs: 4, md: 6 } }, heroBackground]}>
        <Container maxWidth={false} sx={{ maxWidth: PAGE_MAX_WIDTH }}>
          {hero}
        </Container>
      </Box>

      <Container maxWidth={false} sx={{ maxWidth: PAGE_MAX_WIDTH, py: { xs: 3, md: 4 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, lg: 4 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '280px minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          {desktop ? (
            <Box component="aside" aria-label="Filters" sx={{ display: { xs: 'none', lg: 'block' } }}>
              {filters()}
            </Box>
          ) : null}

          <Box ref={resultsRef} sx={{ minWidth: 0, scrollMarginTop: 80 }}>
            <Typography variant="h2" sx={visuallyHidden}>
              Results
            </Typography>
            <Button
              variant="outlined"
              startIcon={<TuneIcon />}
              onClick={() => setDrawerOpen(true)}
              aria-haspopup="dialog"
              sx={{ mb: 2, display: { lg: 'none' } }}
            >
              {activeFilterCount > 0 ? `Filters (${activeFilterCount})` : 'Filters'}
            </Button>
            {children}
          </Box>
        </Box>
      </Container>

      {desktop ? null : (
        <Drawer
          anchor="bottom"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          slotProps={{
            paper: {
              role: 'dialog',
              'aria-label': 'Filters',
              sx: { maxHeight: '88vh', borderTopLeftRadius: 16, borderTopRightRadius: 16 },
            },
          }}
        >
          <Box sx={{ px: 2, pt: 1.5, pb: 2, overflowY: 'auto' }}>
            {filters(
              <IconButton aria-label="Close filters" onClick={() => setDrawerOpen(false)} edge="end">
                <CloseIcon />
              </IconButton>,
            )}
          </Box>
          <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
            <Button variant="contained" fullWidth size="large" onClick={() => setDrawerOpen(false)}>
              {showResults}
            </Button>
          </Box>
        </Drawer>
      )}
    </>
  );
};
