import { useQueryClient } from '@tanstack/react-query';
import type { CompleteProfile } from '@elevate/contracts/users/profile.schema';
import { profileCompletionKey } from './get-profile-completion';
import { profileKeys } from './query-keys';

/**
 * After a save: the section's answer replaces that section in the page's copy of the profile (no second fetch),
 * and the profile strength is asked again, as it may have changed with it.
 */
export const useProfileCache = (uid: number) => {
  const client = useQueryClient();
  const key = profileKeys.section(uid, 'completeprofile');
  return {
    setSection: <K extends keyof CompleteProfile>(section: K, value: CompleteProfile[K]) =>
      client.setQueryData<CompleteProfile>(key, (old) => (old ? { ...old, [section]: value } : old)),
    updatePersonal: (change: Partial<CompleteProfile['personal']>) =>
      client.setQueryData<CompleteProfile>(key, (old) =>
        old ? { ...old, personal: { ...old.personal, ...change } } : old,
      ),
    setProfile: (profile: CompleteProfile) => client.setQueryData(key, profile),
    refreshCompletion: () => client.invalidateQueries({ queryKey: profileCompletionKey(uid) }),
    refreshDocuments: () => client.invalidateQueries({ queryKey: profileKeys.documents(uid) }),
  };
};
