import { QueryStates } from '@/components/query-states';
import { useAdminStats, useSaveAdminStats } from '@/features/content/api/admin-stats';
import { AdminStatsForm } from '@/features/content/components/admin-stats-form';

/** The platform's numbers shown on the home and about pages. */
const StatsPage = () => {
  const stats = useAdminStats();
  const saveStats = useSaveAdminStats();
  return (
    <QueryStates query={stats} loadingLabel="Loading the numbers" skeletons={3} skeletonHeight={120}>
      {(current) => (
        <AdminStatsForm
          key={current?.statsId ?? 0}
          current={current}
          saving={saveStats.isPending}
          onSave={(input) => saveStats.mutateAsync(input)}
        />
      )}
    </QueryStates>
  );
};

export default StatsPage;
