import { ContentMessages } from '@elevate/contracts/content/content.messages';
import { QueryStates } from '@/components/query-states';
import { useAdminFeaturedPins, useSaveAdminFeaturedPins } from '@/features/content/api/admin-featured';
import { AdminFeaturedPins } from '@/features/content/components/admin-featured-pins';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** The items pinned to the top of the home page's featured lists. */
const FeaturedPage = () => {
  const pins = useAdminFeaturedPins();
  const savePins = useSaveAdminFeaturedPins();
  return (
    <QueryStates query={pins} loadingLabel="Loading pinned items" skeletons={3} skeletonHeight={64}>
      {(list) => (
        <AdminFeaturedPins
          key={list.map((p) => `${p.entityType}-${p.entityId}`).join(',')}
          pins={list}
          saving={savePins.isPending}
          onSave={async (next) => {
            try {
              const r = await savePins.mutateAsync(next);
              toast.success(r.message ?? ContentMessages.saved);
            } catch (err) {
              toast.error(errorMessage(err));
              throw err;
            }
          }}
        />
      )}
    </QueryStates>
  );
};

export default FeaturedPage;
