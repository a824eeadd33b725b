import Chip from '@mui/material/Chip';
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
import { AdminNewButton, AdminPublicLink, useAdminEditing } from '@/features/content/components/admin-editing';

const typeLabel = (t: string) => EVENT_TYPE_LABELS[t as keyof typeof EVENT_TYPE_LABELS] ?? t;

/** Every event, listed or hidden, past or coming, with how many registered; create, edit and delete them. */
const EventsPage = () => {
  const events = useAdminEvents();
  const saveEvent = useSaveAdminEvent();
  const deleteEvent = useDeleteAdminEvent();
  const { editing, setEditing, deleting, setDeleting, onSave, close } = useAdminEditing(
    saveEvent,
    (x: AdminEvent) => x.eventId,
  );

  return (
    <>
      <AdminListHeader action={<AdminNewButton label="New event" onClick={() => setEditing('new')} />} />
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
                  {e.status === 'show' ? <AdminPublicLink name={e.topic} href={pagePath.event(e.eventId)} /> : null}
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
          onClose={close}
          onSave={onSave}
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
