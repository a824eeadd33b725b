import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@elevate/contracts/common/format';
import type { FeedKind } from '@elevate/contracts/content/content.constants';
import type { Feed } from '@elevate/contracts/content/site-content.schema';
import { Section } from '@/components/page-section';
import { useFeeds } from '../api/get-feeds';

const KIND_LABELS: Record<FeedKind, string> = {
  news: 'News',
  announcement: 'Announcement',
  result: 'Result',
  programme: 'Programme',
};

/** A feed's title, as a link when it has one: on this site through the router, elsewhere in a new tab. */
const FeedTitle = ({ feed }: { feed: Feed }) => {
  const sx = { fontWeight: 700, color: 'text.primary' } as const;
  if (!feed.linkUrl) return <Typography sx={{ fontWeight: 700 }}>{feed.title}</Typography>;
  return feed.linkUrl.startsWith('/') ? (
    <Link component={RouterLink} to={feed.linkUrl} sx={sx}>
      {feed.title}
    </Link>
  ) : (
    <Link href={feed.linkUrl} target="_blank" rel="noopener noreferrer" sx={sx}>
      {feed.title}
    </Link>
  );
};

/** "What's new": the newest news, announcements and results (GET feeds); hidden when there are none. */
export const FeedsStrip = () => {
  const { data, isPending } = useFeeds();
  const feeds = data?.data ?? [];
  if (!isPending && feeds.length === 0) return null;
  return (
    <Section id="whats-new" title="What’s new">
      <Stack component="ul" spacing={0} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-busy={isPending}>
        {isPending
          ? Array.from({ length: 3 }, (_, i) => (
              <li key={i}>
                <Skeleton variant="text" height={56} />
              </li>
            ))
          : feeds.map((f) => (
              <Box
                component="li"
                key={f.feedId}
                sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
              >
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                  <Chip
                    label={KIND_LABELS[f.kind]}
                    size="small"
                    color={f.kind === 'result' ? 'secondary' : 'default'}
                  />
                  <Typography variant="body2" color="text.secondary" component="span">
                    <time dateTime={f.publishedAt}>{formatDate(f.publishedAt)}</time>
                  </Typography>
                </Stack>
                <FeedTitle feed={f} />
                {f.body ? (
                  <Typography variant="body2" color="text.secondary">
                    {f.body}
                  </Typography>
                ) : null}
              </Box>
            ))}
      </Stack>
    </Section>
  );
};
