import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailPreferences } from '@elevate/contracts/account/mail-preferences.schema';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { mailPreferencesKey } from './get-mail-preferences';

/** PUT users/{id}/mail-preferences: replaces every switch; answers what was saved. */
export const saveMailPreferences = async ({ uid, prefs }: { uid: number; prefs: MailPreferences }) => {
  const env = await apiRequest<MailPreferences>('PUT', `users/${uid}/mail-preferences`, { body: prefs });
  return env.result ?? prefs;
};

/**
 * Saves on toggle: the switch moves at once (the cache is written before the call), goes back if the call
 * fails, and settles on what the server saved. Each save sends every switch as the screen shows it then, so
 * quick toggles in a row end in the last state.
 */
export const useSaveMailPreferences = () => {
  const client = useQueryClient();
  const uid = useSession()?.session.uid ?? 0;
  const key = mailPreferencesKey(uid);
  const mutationKey = [...key, 'save'];
  // This save is still counted while its own callbacks run: 1 means no other save is on its way.
  const alone = () => client.isMutating({ mutationKey }) <= 1;
  return useMutation({
    mutationKey,
    mutationFn: (prefs: MailPreferences) => saveMailPreferences({ uid, prefs }),
    onMutate: async (prefs) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<MailPreferences>(key);
      client.setQueryData(key, prefs);
      return { previous };
    },
    // With a later toggle on its way, the screen already shows (and that save sends) the newer state.
    onError: (_err, _prefs, context) => {
      if (context?.previous && alone()) client.setQueryData(key, context.previous);
    },
    onSuccess: (saved) => {
      if (alone()) client.setQueryData(key, saved);
    },
  });
};
