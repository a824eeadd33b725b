import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { ContentMessages } from '@elevate/contracts/content/content.messages';
import { pagePath } from '@elevate/contracts/seo/absolute-url';
import { EmptyState } from '@/components/empty-state';
import { QueryStates } from '@/components/query-states';
import {
  useAdminEvents,
  useDeleteAdminEvent,
  useSaveAdminEvent,
  type AdminEvent,
} from '@/features/content/api/admin-events';
import { AdminEventDialog, EVENT_TYPE_LABELS } from '@/features/content/components/admin-event-dialog';
import { istDayTime } from '@/features/content/components/admin-ist';
import {
  AdminDeleteDialog,
  AdminItems,
  AdminListHeader,
  AdminRowActions,
} from '@/features/content/components/admin-list';
import { toast } from '@/lib/toast';

const typeLabel = (t: string) => EVENT_TYPE_LABELS[t as keyof typeof EVENT_TYPE_LABELS] ?? t;

/** Every event, listed or hidden, past or coming, with how many registered; create, edit and delete them. */
const EventsPage = () => {
  const events = useAdminEvents();
  const saveEvent = useSaveAdminEvent();
  const deleteEvent = useDeleteAdminEvent();
  const [editing, setEditing] = useState<AdminEvent | 'new' | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);

  return (
    <>
      <AdminListHeader
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            New event
          </Button>
        }
      />
      <QueryStates query={events} loadingLabel="Loading events" skeletons={4} skeletonHeight={72}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState title="No events yet">Add a webinar, meetup or workshop for the community.</EmptyState>
          ) : (
            <AdminItems
              label="Events"
              rows={rows}
              rowKey={(e) => e.eventId}
              columns={[
                { label: 'Topic', render: (e) => e.topic },
                {
                  label: 'Type',
                  render: (e) => `${typeLabel(e.type)} · ${e.mode === 'online' ? 'Online' : 'In person'}`,
                },
                { label: 'Starts', render: (e) => istDayTime(e.startDateTime) },
                {
                  label: 'Registered',
                  render: (e) => (e.capacity ? `${e.registrationCount} of ${e.capacity}` : String(e.registrationCount)),
                },
                {
                  label: 'State',
                  render: (e) => (
                    <>
                      <Chip
                        size="small"
                        label={e.status === 'show' ? 'Listed' : 'Hidden'}
                        color={e.status === 'show' ? 'success' : 'default'}
                      />{' '}
                      {e.registrationOpen ? null : <Chip size="small" label="Registration closed" />}
                    </>
                  ),
                },
              ]}
              actions={(e) => (
                <AdminRowActions
                  name={e.topic}
                  onEdit={() => setEditing(e)}
                  onDelete={() => setDeleting({ id: e.eventId, name: e.topic })}
                >
                  {e.status === 'show' ? (
                    <Tooltip title="Public page">
                      <IconButton
                        size="small"
                        aria-label={`Open the public page of ${e.topic}`}
                        href={pagePath.event(e.eventId)}
                        target="_blank"
                        rel="noopener"
                      >
                        <OpenInNewIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  ) : null}
                </AdminRowActions>
              )}
            />
          )
        }
      </QueryStates>
      {editing ? (
        <AdminEventDialog
          event={editing === 'new' ? null : editing}
          saving={saveEvent.isPending}
          onClose={() => setEditing(null)}
          onSave={async (input) => {
            const r = await saveEvent.mutateAsync({ id: editing === 'new' ? undefined : editing.eventId, input });
            toast.success(r.message ?? ContentMessages.saved);
            setEditing(null);
          }}
        />
      ) : null}
      <AdminDeleteDialog
        target={deleting}
        what="event"
        pending={deleteEvent.isPending}
        onDelete={(id) => deleteEvent.mutateAsync(id)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
};

export default EventsPage;
