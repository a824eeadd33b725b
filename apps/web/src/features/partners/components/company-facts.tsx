import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { truncate } from '@elevate/contracts/common/format';
import { LOCATION_CUT } from '@elevate/contracts/partners/company-page.constants';
import type { PartnerPage } from '@elevate/contracts/partners/partner.schema';
import { foundedYear } from '../utils/company-page-rules';

interface Fact {
  label: string;
  value: string;
  full?: string;
  icon: ReactNode;
}

/** Headquarter, founded, employees and industry type (spec §2.7); a fact without a value is left out. */
export const CompanyFacts = ({ partner }: { partner: PartnerPage }) => {
  const founded = foundedYear(partner.partnerEstablishmentDate);
  const hq = partner.headquarter?.trim();
  const facts: Fact[] = [
    ...(hq
      ? [{ label: 'Headquarters', value: truncate(hq, LOCATION_CUT), full: hq, icon: <PlaceOutlinedIcon /> }]
      : []),
    ...(founded ? [{ label: 'Founded', value: founded, icon: <CalendarMonthOutlinedIcon /> }] : []),
    ...(partner.noOfEmployees?.trim()
      ? [{ label: 'Employees', value: partner.noOfEmployees.trim(), icon: <GroupsOutlinedIcon /> }]
      : []),
    ...(partner.partnerIndustry?.trim()
      ? [{ label: 'Industry type', value: partner.partnerIndustry.trim(), icon: <CategoryOutlinedIcon /> }]
      : []),
  ];
  if (facts.length === 0) return null;
  return (
    <Box
      component="dl"
      data-testid="company-facts"
      sx={{
        m: 0,
        mt: 2.5,
        pt: 2.5,
        borderTop: 1,
        borderColor: 'divider',
        display: 'grid',
        gap: 2,
        // One column on a phone: a long industry ("Civil Engineering & Infrastructure") would otherwise break
        // inside its words in a half-width column.
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {facts.map((f) => (
        // A div may group one dt with its dd inside a dl; the icon lives in the dt, so the list stays valid.
        <Box key={f.label} sx={{ position: 'relative', pl: 4.5, minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            <Box
              component="span"
              aria-hidden
              sx={{ position: 'absolute', left: 0, top: 2, color: 'primary.main', display: 'flex' }}
            >
              {f.icon}
            </Box>
            {f.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            title={f.full && f.full !== f.value ? f.full : undefined}
            sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {f.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
