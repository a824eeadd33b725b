import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { usePageTitle } from '@/components/use-page-title';
import { ApiError } from '@/lib/api-client';
import { useQueries } from '../api/query-list';
import { DashboardSection, QueryState, SectionEmpty } from './dashboard-section';
import { DrillDateTime } from './drill-date';
import { HelpQuestionForm } from './help-question-form';
import { QueryStatusLabel } from './help-status';
import { HelpThread } from './help-thread';

/**
 * /help: the participant's questions to the hosts, one thread each. The open thread (or the new-question form)
 * is in the address (?question=12, ?question=new), so a notification can link to it and Back works. Side by
 * side on wide screens; on a phone the list, then the thread with a way back.
 */
export const HelpDesk = ({
  drillId,
  drillName,
  participantId,
  onNotRegistered,
}: {
  drillId: number;
  drillName: string;
  participantId: number;
  onNotRegistered: (message: string) => void;
}) => {
  usePageTitle(`Help · ${drillName}`);
  const query = useQueries(drillId, participantId);
  const [params, setParams] = useSearchParams();
  const chosen = params.get('question');
  const queryId = chosen && /^\d+$/.test(chosen) ? Number(chosen) : null;
  const asking = chosen === 'new' || (query.data !== undefined && query.data.data.length === 0 && queryId === null);
  const open = (value: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (value) next.set('question', value);
      else next.delete('question');
      return next;
    });

  const notRegistered = query.error instanceof ApiError && query.error.status === 404 ? query.error.message : null;
  useEffect(() => {
    if (notRegistered) onNotRegistered(notRegistered);
  }, [notRegistered, onNotRegistered]);
  if (notRegistered) return null;

  const showDetail = asking || queryId !== null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, lg: 3 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: { xs: showDetail ? 'none' : 'block', md: 'block' }, minWidth: 0 }}>
        <DashboardSection
          id="questions"
          title="Your questions"
          action={
            <Button size="small" startIcon={<AddIcon aria-hidden />} onClick={() => open('new')}>
              Ask a question
            </Button>
          }
        >
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            Ask the hosts about the rules, the problem statements or your submission. Only you and the hosts see your
            questions.
          </Typography>
          <QueryState
            query={query}
            label="Loading your questions"
            skeleton={[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={56} sx={{ mb: 1 }} />
            ))}
          >
            {({ data }) =>
              data.length === 0 ? (
                <SectionEmpty title="No questions yet">Your questions and the hosts’ answers appear here.</SectionEmpty>
              ) : (
                <List disablePadding aria-label="Questions">
                  {data.map((t) => (
                    <ListItemButton
                      key={t.queryId}
                      selected={t.queryId === queryId}
                      aria-current={t.queryId === queryId ? 'true' : undefined}
                      onClick={() => open(String(t.queryId))}
                      sx={{ borderRadius: 2, mb: 0.5, display: 'block' }}
                    >
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{t.subject}</Typography>
                      <Stack
                        direction="row"
                        spacing={1}
                        useFlexGap
                        sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}
                      >
                        <QueryStatusLabel status={t.status} />
                        <Typography variant="caption" color="text.secondary">
                          {t.messageCount} {t.messageCount === 1 ? 'message' : 'messages'} · updated{' '}
                          <DrillDateTime value={t.updatedAt} />
                        </Typography>
                      </Stack>
                    </ListItemButton>
                  ))}
                </List>
              )
            }
          </QueryState>
        </DashboardSection>
      </Box>
      <Box sx={{ display: { xs: showDetail ? 'block' : 'none', md: 'block' }, minWidth: 0 }}>
        <DashboardSection
          id="question"
          title={asking ? 'Ask the hosts' : 'Question'}
          action={
            showDetail && query.data?.data.length ? (
              <Button
                size="small"
                startIcon={<ArrowBackIcon aria-hidden />}
                onClick={() => open(null)}
                sx={{ display: { md: 'none' } }}
              >
                All questions
              </Button>
            ) : undefined
          }
        >
          {asking ? (
            <HelpQuestionForm
              drillId={drillId}
              participantId={participantId}
              onAsked={(thread) => open(String(thread.queryId))}
              onCancel={query.data?.data.length ? () => open(null) : undefined}
            />
          ) : queryId !== null ? (
            <HelpThread key={queryId} drillId={drillId} participantId={participantId} queryId={queryId} />
          ) : (
            <SectionEmpty title="Choose a question">
              Open one of your questions to read the hosts’ answers, or ask a new one.
            </SectionEmpty>
          )}
        </DashboardSection>
      </Box>
    </Box>
  );
};
