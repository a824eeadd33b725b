import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pagePath } from '@elevate/contracts/seo/absolute-url';
import type { SaarthiProfile } from '@elevate/contracts/saarthi/saarthi.schema';
import { TagList } from '@/components/tag-list';
import { CapacityChip } from './capacity-chip';
import { PersonAvatar } from './person-avatar';
import { RatingLine } from './rating-line';
import { dateTimeLabel } from './slot-time';

/** One mentor in the directory; the whole card opens their profile. */
export const MentorCard = ({ mentor, timeZone }: { mentor: SaarthiProfile; timeZone: string }) => (
  <Card variant="outlined" component="li" sx={{ listStyle: 'none', height: '100%' }}>
    <CardActionArea component={RouterLink} to={pagePath.mentor(mentor.saarthiId)} sx={{ height: '100%' }}>
      <CardContent component={Stack} spacing={1.5} sx={{ height: '100%' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <PersonAvatar name={mentor.name} src={mentor.avatarUrl} size={56} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
              {mentor.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {mentor.designation}, {mentor.company}
            </Typography>
          </Box>
        </Stack>
        <Typography variant="body2">{mentor.headline}</Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <CapacityChip hasCapacity={mentor.hasCapacity} />
          <Typography variant="body2" color="text.secondary">
            {mentor.yearsOfExperience} years’ experience
          </Typography>
        </Stack>
        <TagList items={mentor.expertise} label="Helps with" />
        <Typography variant="body2" color="text.secondary">
          Speaks {mentor.languages.join(', ')}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <RatingLine rating={mentor.rating} count={mentor.ratingCount} />
        <Typography variant="body2" color="text.secondary">
          {mentor.nextAvailableAt
            ? `Next free: ${dateTimeLabel(mentor.nextAvailableAt, timeZone)}`
            : 'No open times right now'}
        </Typography>
      </CardContent>
    </CardActionArea>
  </Card>
);
