import { useState } from 'react';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CASE_STUDY_SUB_TYPE_LABELS,
  CONTENT_STATUSES,
  type CaseStudyType,
  type ContentStatus,
} from '@elevate/contracts/content/content.constants';
import type { CaseStudyEditable } from '@elevate/contracts/content/case-studies.schema';
import { pagePath } from '@elevate/contracts/seo/absolute-url';
import { EmptyState } from '@/components/empty-state';
import { QueryStates } from '@/components/query-states';
import {
  useAdminCaseStudies,
  useDeleteAdminCaseStudy,
  useSaveAdminCaseStudy,
} from '@/features/content/api/admin-case-studies';
import { AdminCaseStudyDialog, CASE_STUDY_TYPE_LABELS } from '@/features/content/components/admin-case-study-dialog';
import { istDayTime } from '@/features/content/components/admin-ist';
import {
  AdminDeleteDialog,
  AdminItems,
  AdminListHeader,
  AdminRowActions,
} from '@/features/content/components/admin-list';
import { AdminNewButton, AdminPublicLink, useAdminEditing } from '@/features/content/components/admin-editing';

/** Where a story stands: a draft, scheduled for a time, or public. */
const StateChip = ({ s, now }: { s: CaseStudyEditable; now: number }) => {
  if (s.status === 'draft') return <Chip size="small" label="Draft" />;
  if (s.publishedAt && Date.parse(s.publishedAt) > now)
    return <Chip size="small" color="info" label={`Scheduled · ${istDayTime(s.publishedAt)}`} />;
  return <Chip size="small" color="success" label="Published" />;
};

const isPublic = (s: CaseStudyEditable, now: number) =>
  s.status === 'published' && (!s.publishedAt || Date.parse(s.publishedAt) <= now);

/** Success stories and case studies in every state, filtered by kind and state; write, edit and delete them. */
const StoriesPage = () => {
  const stories = useAdminCaseStudies();
  // The moment the list is read against (drafts, scheduled, public).
  const [now] = useState(Date.now);
  const saveStory = useSaveAdminCaseStudy();
  const deleteStory = useDeleteAdminCaseStudy();
  const [type, setType] = useState<CaseStudyType | ''>('');
  const [status, setStatus] = useState<ContentStatus | ''>('');
  const { editing, setEditing, deleting, setDeleting, onSave, close } = useAdminEditing(
    saveStory,
    (x: CaseStudyEditable) => x.caseStudyId,
  );

  return (
    <>
      <AdminListHeader action={<AdminNewButton label="New story" onClick={() => setEditing('new')} />}>
        <TextField
          select
          size="small"
          label="Kind"
          value={type}
          onChange={(e) => setType(e.target.value as CaseStudyType | '')}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">All kinds</MenuItem>
          {Object.entries(CASE_STUDY_TYPE_LABELS).map(([v, l]) => (
            <MenuItem key={v} value={v}>
              {l}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="State"
          value={status}
          onChange={(e) => setStatus(e.target.value as ContentStatus | '')}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">All states</MenuItem>
          {CONTENT_STATUSES.map((v) => (
            <MenuItem key={v} value={v}>
              {v === 'draft' ? 'Drafts' : 'Published'}
            </MenuItem>
          ))}
        </TextField>
      </AdminListHeader>
      <QueryStates query={stories} loadingLabel="Loading stories" skeletons={4} skeletonHeight={72}>
        {(all) => {
          const rows = all.filter((s) => (!type || s.type === type) && (!status || s.status === status));
          if (rows.length === 0)
            return (
              <EmptyState title={all.length ? 'No stories match these filters' : 'No stories yet'}>
                {all.length
                  ? 'Choose another kind or state.'
                  : 'Write the first success story of a student or company.'}
              </EmptyState>
            );
          return (
            <AdminItems
              label="Stories"
              rows={rows}
              rowKey={(s) => s.caseStudyId}
              columns={[
                { label: 'Title', render: (s) => s.title },
                {
                  label: 'Kind',
                  render: (s) => `${CASE_STUDY_TYPE_LABELS[s.type]} · ${CASE_STUDY_SUB_TYPE_LABELS[s.subType]}`,
                },
                { label: 'About', render: (s) => [s.personName, s.organisation].filter(Boolean).join(', ') },
                { label: 'State', render: (s) => <StateChip s={s} now={now} /> },
                { label: 'Featured', render: (s) => (s.isFeatured ? 'Yes' : 'No') },
              ]}
              actions={(s) => (
                <AdminRowActions
                  name={s.title}
                  onEdit={() => setEditing(s)}
                  onDelete={() => setDeleting({ id: s.caseStudyId, name: s.title })}
                >
                  {isPublic(s, now) ? <AdminPublicLink name={s.title} href={pagePath.successStory(s.custUrl)} /> : null}
                </AdminRowActions>
              )}
            />
          );
        }}
      </QueryStates>
      {stories.data && stories.data.length > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {stories.data.length} stories in all
        </Typography>
      ) : null}
      {editing ? (
        <AdminCaseStudyDialog
          story={editing === 'new' ? null : editing}
          saving={saveStory.isPending}
          onClose={close}
          onSave={onSave}
        />
      ) : null}
      <AdminDeleteDialog
        target={deleting}
        what="story"
        pending={deleteStory.isPending}
        onDelete={(id) => deleteStory.mutateAsync(id)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
};

export default StoriesPage;
