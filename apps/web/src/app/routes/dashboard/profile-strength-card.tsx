import { DashboardCard, QueryContent } from '@/features/dashboard/components/dashboard-card';
import {
  MANAGE_PROFILE_PATH,
  ProfileStrength,
  ProfileStrengthSkeleton,
} from '@/features/dashboard/components/profile-strength';
import { useProfileCompletion } from '@/features/users/api/get-profile-completion';

/** Profile strength with the next three steps (the same number as the header and /manage-profile). */
export const ProfileStrengthCard = ({ uid }: { uid: number }) => {
  const query = useProfileCompletion(uid);
  return (
    <DashboardCard
      id="profile-strength"
      title="Profile strength"
      link={{ to: MANAGE_PROFILE_PATH, label: 'Manage profile' }}
    >
      <QueryContent query={query} label="Loading your profile strength" skeleton={<ProfileStrengthSkeleton />}>
        {(completion) => <ProfileStrength completion={completion} />}
      </QueryContent>
    </DashboardCard>
  );
};
