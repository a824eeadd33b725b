import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Organisation } from '@elevate/contracts/content/site-content.schema';
import { LogoImage } from '@/components/logo-image';

const tileSx = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 1,
  p: 2,
  height: '100%',
  borderRadius: 2,
  border: 1,
  borderColor: 'divider',
  color: 'text.primary',
  textDecoration: 'none',
} as const;

const Tile = ({ org }: { org: Organisation }) => {
  const inner = (
    <>
      <LogoImage src={org.logoUrl} name={org.name} size={56} />
      <Typography variant="body2" sx={{ textAlign: 'center', fontWeight: 600 }}>
        {org.name}
      </Typography>
    </>
  );
  return org.websiteUrl ? (
    <Box
      component="a"
      href={org.websiteUrl}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ ...tileSx, '&:hover': { borderColor: 'primary.main' } }}
    >
      {inner}
    </Box>
  ) : (
    <Box sx={tileSx}>{inner}</Box>
  );
};

/** Customer or institute logos with their names, in the order admins set (each links to its website if any). */
export const OrganisationLogos = ({ items, label }: { items: Organisation[]; label: string }) => (
  <Box
    component="ul"
    aria-label={label}
    sx={{
      listStyle: 'none',
      p: 0,
      m: 0,
      display: 'grid',
      gap: 2,
      gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
    }}
  >
    {items.map((o) => (
      <li key={o.organisationId}>
        <Tile org={o} />
      </li>
    ))}
  </Box>
);
