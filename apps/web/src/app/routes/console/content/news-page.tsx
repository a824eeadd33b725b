import Chip from '@mui/material/Chip';
import type { Feed } from '@elevate/contracts/content/site-content.schema';
import { EmptyState } from '@/components/empty-state';
import { QueryStates } from '@/components/query-states';
import { useAdminFeeds, useDeleteAdminFeed, useSaveAdminFeed } from '@/features/content/api/admin-feeds';
import { istDayTime } from '@/features/content/components/admin-ist';
import {
  AdminDeleteDialog,
  AdminItems,
  AdminListHeader,
  AdminRowActions,
} from '@/features/content/components/admin-list';
import { AdminNewButton, useAdminEditing } from '@/features/content/components/admin-editing';
import { AdminFeedDialog, FEED_KIND_LABELS } from '@/features/content/components/admin-simple-dialogs';

const stateOf = (f: Feed) =>
  !f.active ? (
    <Chip size="small" label="Hidden" />
  ) : Date.parse(f.publishedAt) > Date.now() ? (
    <Chip size="small" color="info" label="Scheduled" />
  ) : (
    <Chip size="small" color="success" label="Shown" />
  );

/** The news items of the home page: add, edit, delete; each with its kind, link, shown or not and publish time. */
const NewsPage = () => {
  const feeds = useAdminFeeds();
  const saveFeed = useSaveAdminFeed();
  const deleteFeed = useDeleteAdminFeed();
  const { editing, setEditing, deleting, setDeleting, onSave, close } = useAdminEditing(
    saveFeed,
    (x: Feed) => x.feedId,
  );

  return (
    <>
      <AdminListHeader action={<AdminNewButton label="New news" onClick={() => setEditing('new')} />} />
      <QueryStates query={feeds} loadingLabel="Loading news" skeletons={4} skeletonHeight={64}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState title="No news yet">Announce a hackathon, a result or a new programme.</EmptyState>
          ) : (
            <AdminItems
              label="News"
              rows={rows}
              rowKey={(f) => f.feedId}
              columns={[
                { label: 'Title', render: (f) => f.title },
                { label: 'Kind', render: (f) => FEED_KIND_LABELS[f.kind] },
                { label: 'Published', render: (f) => istDayTime(f.publishedAt) },
                { label: 'Link', render: (f) => f.linkUrl ?? 'None' },
                { label: 'State', render: stateOf },
              ]}
              actions={(f) => (
                <AdminRowActions
                  name={f.title}
                  onEdit={() => setEditing(f)}
                  onDelete={() => setDeleting({ id: f.feedId, name: f.title })}
                />
              )}
            />
          )
        }
      </QueryStates>
      {editing ? (
        <AdminFeedDialog
          item={editing === 'new' ? null : editing}
          saving={saveFeed.isPending}
          onClose={close}
          onSave={onSave}
        />
      ) : null}
      <AdminDeleteDialog
        target={deleting}
        what="news item"
        pending={deleteFeed.isPending}
        onDelete={(id) => deleteFeed.mutateAsync(id)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
};

export default NewsPage;
