import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** Shared by the privacy policy and the terms of use. */
export const LEGAL_LAST_UPDATED = '22 November 2026';
export const GRIEVANCE_EMAIL = 'grievance@elevatecareers.in';
export const grievanceLink = <Link href={`mailto:${GRIEVANCE_EMAIL}`}>{GRIEVANCE_EMAIL}</Link>;

export type Block = { p: ReactNode } | { ul: ReactNode[] };
export interface Clause {
  id: string;
  title: string;
  blocks: Block[];
}

const ClauseBlock = ({ block }: { block: Block }) =>
  'ul' in block ? (
    <Box component="ul" sx={{ mt: 0, mb: 2, pl: 3, '& li': { mb: 0.75 } }}>
      {block.ul.map((item, i) => (
        <li key={i}>
          <Typography component="span">{item}</Typography>
        </li>
      ))}
    </Box>
  ) : (
    <Typography component={typeof block.p === 'string' ? 'p' : 'div'} sx={{ mb: 2 }}>
      {block.p}
    </Typography>
  );

/** A contents list beside numbered clauses, each a linkable section. */
export const LegalDocument = ({ clauses }: { clauses: Clause[] }) => (
  <Grid container spacing={{ xs: 3, md: 6 }}>
    <Grid size={{ xs: 12, md: 4 }}>
      <Box component="nav" aria-labelledby="contents-title" sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
        <Typography variant="h4" component="h2" id="contents-title" gutterBottom>
          Contents
        </Typography>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {clauses.map((c) => (
            <li key={c.id}>
              <Link component={RouterLink} to={{ hash: c.id }} sx={{ display: 'inline-block', py: 0.5 }}>
                {c.title}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
    </Grid>
    <Grid size={{ xs: 12, md: 8 }} sx={{ minWidth: 0 }}>
      {clauses.map((c) => (
        <Box
          component="section"
          key={c.id}
          id={c.id}
          aria-labelledby={`${c.id}-title`}
          sx={{ mb: 4, scrollMarginTop: 80 }}
        >
          <Typography variant="h3" component="h2" id={`${c.id}-title`} gutterBottom>
            {c.title}
          </Typography>
          {c.blocks.map((b, i) => (
            <ClauseBlock key={i} block={b} />
          ))}
        </Box>
      ))}
    </Grid>
  </Grid>
);
