import Switch from '@mui/material/Switch';
import { EmptyState } from '@/components/empty-state';
import { QueryStates } from '@/components/query-states';
import {
  useAdminTestimonials,
  useDeleteAdminTestimonial,
  useSaveAdminTestimonial,
  type AdminTestimonial,
} from '@/features/content/api/admin-testimonials';
import {
  AdminDeleteDialog,
  AdminItems,
  AdminListHeader,
  AdminRowActions,
} from '@/features/content/components/admin-list';
import { AdminNewButton, useAdminEditing } from '@/features/content/components/admin-editing';
import { AdminTestimonialDialog } from '@/features/content/components/admin-simple-dialogs';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

const excerpt = (s: string) => (s.length > 90 ? `${s.slice(0, 90)}…` : s);

/** What students and companies said about Elevate: add, edit, delete, and show or hide each with a switch. */
const TestimonialsPage = () => {
  const testimonials = useAdminTestimonials();
  const saveTestimonial = useSaveAdminTestimonial();
  const deleteTestimonial = useDeleteAdminTestimonial();
  const { editing, setEditing, deleting, setDeleting, onSave, close } = useAdminEditing(
    saveTestimonial,
    (x: AdminTestimonial) => x.testimonialPostId,
  );

  const toggle = async (t: AdminTestimonial) => {
    try {
      const { postedByUsername, postedByUserDesignation, postedContent } = t;
      await saveTestimonial.mutateAsync({
        id: t.testimonialPostId,
        input: { postedByUsername, postedByUserDesignation, postedContent, active: !t.active },
      });
      toast.success(t.active ? 'Hidden from the site' : 'Shown on the site');
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  return (
    <>
      <AdminListHeader action={<AdminNewButton label="New testimonial" onClick={() => setEditing('new')} />} />
      <QueryStates query={testimonials} loadingLabel="Loading testimonials" skeletons={4} skeletonHeight={64}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState title="No testimonials yet">Add what a student or a company said about Elevate.</EmptyState>
          ) : (
            <AdminItems
              label="Testimonials"
              rows={rows}
              rowKey={(t) => t.testimonialPostId}
              columns={[
                { label: 'Name', render: (t) => t.postedByUsername },
                { label: 'Designation', render: (t) => t.postedByUserDesignation },
                { label: 'Testimonial', render: (t) => excerpt(t.postedContent) },
                {
                  label: 'Shown',
                  render: (t) => (
                    <Switch
                      size="small"
                      checked={t.active}
                      disabled={saveTestimonial.isPending}
                      onChange={() => void toggle(t)}
                      slotProps={{ input: { 'aria-label': `Show ${t.postedByUsername}'s testimonial` } }}
                    />
                  ),
                },
              ]}
              actions={(t) => (
                <AdminRowActions
                  name={`${t.postedByUsername}'s testimonial`}
                  onEdit={() => setEditing(t)}
                  onDelete={() => setDeleting({ id: t.testimonialPostId, name: `${t.postedByUsername}'s testimonial` })}
                />
              )}
            />
          )
        }
      </QueryStates>
      {editing ? (
        <AdminTestimonialDialog
          item={editing === 'new' ? null : editing}
          saving={saveTestimonial.isPending}
          onClose={close}
          onSave={onSave}
        />
      ) : null}
      <AdminDeleteDialog
        target={deleting}
        what="testimonial"
        pending={deleteTestimonial.isPending}
        onDelete={(id) => deleteTestimonial.mutateAsync(id)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
};

export default TestimonialsPage;
