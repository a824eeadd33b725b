import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAnnouncements } from '../api/announcement-list';
import { DashboardSection, QueryState, SectionEmpty } from './dashboard-section';
import { DrillDateTime } from './drill-date';
import { RichText } from './dashboard-rich-text';

/** The hosts' announcements, newest first (to everyone registered, or to one phase's participants). */
export const AnnouncementList = ({ drillId }: { drillId: number }) => {
  const query = useAnnouncements(drillId);
  return (
    <DashboardSection id="announcements" title="Announcements">
      <QueryState
        query={query}
        label="Loading announcements"
        skeleton={[0, 1].map((i) => (
          <Box key={i} sx={{ mb: 2 }}>
            <Skeleton variant="text" width="50%" />
            <Skeleton variant="text" />
            <Skeleton variant="text" width="80%" />
          </Box>
        ))}
      >
        {({ data }) =>
          data.length === 0 ? (
            <SectionEmpty title="No announcements yet">
              When the hosts post an update (a change of schedule, a mentor session), it shows up here.
            </SectionEmpty>
          ) : (
            <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {data.map((a) => (
                <Box
                  component="li"
                  key={a.announcementId}
                  sx={{ pb: 2, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0, pb: 0 } }}
                >
                  <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
                    {a.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                    <DrillDateTime value={a.createdAt} />
                    {a.phase ? ` · ${a.phase}` : ''}
                  </Typography>
                  {a.body ? <RichText html={a.body} /> : null}
                </Box>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </DashboardSection>
  );
};
