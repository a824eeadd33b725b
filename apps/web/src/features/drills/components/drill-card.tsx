import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LOCATION_CUT } from '@elevate/contracts/common/constants';
import { formatTeamSize, isLive, registrationLine, splitList, truncate } from '@elevate/contracts/common/format';
import type { DrillCard as DrillCardData } from '@elevate/contracts/drills/drill-card.schema';
import { LogoImage } from '@/components/logo-image';
import { TagList } from '@/components/tag-list';

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/** The hackathon card of spec §2.8. */
export const DrillCard = ({ drill }: { drill: DrillCardData }) => {
  const live = isLive(drill.drillEndDt);
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={`/drills/${drill.drillCustUrl}`}
        sx={{
          height: '100%',
          p: 2,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', mb: 1.5 }}>
          <LogoImage src={drill.drillLogoUrl} name={drill.drillName} size={48} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="h3" sx={{ fontSize: '1.05rem', lineHeight: 1.3 }}>
              {drill.drillName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {drill.drillPartnerName}
            </Typography>
          </Box>
          {live ? (
            <Box
              component="span"
              sx={{
                px: 1,
                py: 0.25,
                borderRadius: 4,
                bgcolor: 'success.main',
                color: 'success.contrastText',
                fontSize: '0.75rem',
                fontWeight: 700,
              }}
            >
              Live
            </Box>
          ) : null}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} title={drill.drillLocation}>
          {drill.drillNature === 'online' ? 'Online' : truncate(drill.drillLocation, LOCATION_CUT)}
        </Typography>
        <TagList items={splitList(drill.drillPurpose)} label="Purposes" />
        <Box sx={{ flexGrow: 1 }} />
        <Stack spacing={0.5} sx={{ mt: 2, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
          <Typography variant="body2">{registrationLine(drill.drillRegistrationEndDt)}</Typography>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              {formatTeamSize(drill.drillTeamSize)}
            </Typography>
            {drill.totalPrizeValue > 0 ? (
              <Typography variant="body2" color="text.secondary">
                Prizes {rupees(drill.totalPrizeValue)}
              </Typography>
            ) : null}
            {drill.registrationCountVisible ? (
              <Typography variant="body2" color="text.secondary">
                {drill.drillApplicantCount.toLocaleString('en-IN')} registered
              </Typography>
            ) : null}
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
};
