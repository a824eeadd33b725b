import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import type { Event } from '@elevate/contracts/content/content.schema';
import { pagePath } from '@elevate/contracts/seo/absolute-url';
import { LogoImage } from '@/components/logo-image';
import { LinkShareButton } from './link-share-button';
import { EventRegistrationPanel } from './event-registration-panel';
import { eventKindLabel, eventModeLabel, eventPhase } from './event-labels';
import { eventDuration, eventWhen } from './event-time';

const mapsLink = (place: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;

const Fact = ({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) => (
  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
    <Box sx={{ color: 'primary.main', mt: 0.25 }} aria-hidden>
      {icon}
    </Box>
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography component="div" sx={{ fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  </Stack>
);

const PHASE_CHIP = { ended: 'Ended', live: 'Happening now', full: 'Full', closed: 'Registration closed' } as const;

/** An event's page: what, when (IST), where, who speaks, and registration. */
export const EventDetailView = ({ event }: { event: Event }) => {
  const phase = eventPhase(event);
  const place = [event.location, event.address].filter(Boolean).join(', ');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box
        sx={{
          display: 'grid',
          columnGap: 5,
          rowGap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          // On a phone, registration comes right after when and where, before the agenda.
          gridTemplateAreas: { xs: '"head" "aside" "body"', md: '"head aside" "body aside"' },
          gridTemplateRows: { md: 'auto 1fr' },
        }}
      >
        <Box sx={{ minWidth: 0, gridArea: 'head' }}>
          {event.imageUrl ? (
            <Box
              component="img"
              src={event.imageUrl}
              alt=""
              sx={{
                display: 'block',
                width: '100%',
                borderRadius: 2,
                aspectRatio: '16 / 9',
                objectFit: 'cover',
                mb: 3,
              }}
            />
          ) : null}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Chip label={eventKindLabel(event.type)} color="primary" size="small" />
            <Chip label={event.mode === 'online' ? 'Online' : 'In person'} variant="outlined" size="small" />
            {phase !== 'open' ? (
              <Chip label={PHASE_CHIP[phase]} color={phase === 'live' ? 'success' : 'default'} size="small" />
            ) : null}
          </Stack>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, mt: 1.5 }}>
            {event.topic}
          </Typography>
          <Stack spacing={2} sx={{ mt: 3 }}>
            <Fact icon={<AccessTimeIcon />} label="When">
              {eventWhen(event.startDateTime, event.endDateTime)}
              <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                {eventDuration(event.startDateTime, event.endDateTime)}
              </Typography>
            </Fact>
            <Fact icon={<PlaceOutlinedIcon />} label="Where">
              {event.mode === 'online' ? (
                'Online — the link is shared with those registered'
              ) : place ? (
                <>
                  {place}{' '}
                  <Link href={mapsLink(place)} target="_blank" rel="noopener noreferrer" variant="body2">
                    Open in Maps
                  </Link>
                </>
              ) : (
                eventModeLabel(event)
              )}
            </Fact>
            <Fact icon={<PersonOutlineIcon />} label="Hosted by">
              {event.owner}
            </Fact>
          </Stack>
        </Box>
        <Box sx={{ minWidth: 0, gridArea: 'body' }}>
          <Typography variant="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
            Agenda
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.7 }}>{event.agenda}</Typography>
          {event.speakers.length > 0 ? (
            <>
              <Typography variant="h2" sx={{ fontSize: '1.35rem', mt: 4, mb: 2 }}>
                Speakers
              </Typography>
              <Box
                component="ul"
                sx={{
                  listStyle: 'none',
                  p: 0,
                  m: 0,
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
                }}
              >
                {event.speakers.map((s) => (
                  <Stack component="li" key={s.speakerName} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <LogoImage name={s.speakerName} size={48} round />
                    <Box sx={{ minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 700 }}>{s.speakerName}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {[s.speakerDesignation, s.speakerOrganisation].filter(Boolean).join(', ')}
                      </Typography>
                      {s.otherParticulars ? (
                        <Typography variant="body2" color="text.secondary">
                          {s.otherParticulars}
                        </Typography>
                      ) : null}
                    </Box>
                  </Stack>
                ))}
              </Box>
            </>
          ) : null}
        </Box>
        <Stack
          component="aside"
          spacing={2}
          sx={{ gridArea: 'aside', alignSelf: 'start', position: { md: 'sticky' }, top: { md: 88 } }}
        >
          <EventRegistrationPanel event={event} />
          <Box>
            <LinkShareButton path={pagePath.event(event.eventId)} title={event.topic} />
          </Box>
        </Stack>
      </Box>
    </Container>
  );
};
