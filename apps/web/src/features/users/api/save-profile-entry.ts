import { useMutation } from '@tanstack/react-query';
import type {
  EducationEntry,
  EducationEntryBody,
  OtherEntry,
  OtherEntryBody,
  ProjectEntry,
  ProjectEntryBody,
  WorkEntry,
  WorkEntryBody,
} from '@elevate/contracts/users/profile.schema';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useProfileCache } from './profile-cache';

/** The list sections saved one entry at a time, with the body each takes and the entry each answers. */
export interface EntrySections {
  education: { body: EducationEntryBody; entry: EducationEntry };
  work: { body: WorkEntryBody; entry: WorkEntry };
  project: { body: ProjectEntryBody; entry: ProjectEntry };
  other: { body: OtherEntryBody; entry: OtherEntry };
}
export type EntrySection = keyof EntrySections;

/** PUT users/profile/{section}?uId: with an id it updates that entry, without one it adds it; answers the list. */
export const saveProfileEntry = async <S extends EntrySection>(
  uid: number,
  section: S,
  body: EntrySections[S]['body'],
) => {
  const env = await apiRequest<EntrySections[S]['entry'][]>('PUT', `users/profile/${section}`, {
    query: { uId: uid },
    body,
  });
  if (!env.result) throw new ApiError(env.httpStatus, 'No result', env);
  return env.result;
};

export const useSaveProfileEntry = <S extends EntrySection>(uid: number, section: S) => {
  const cache = useProfileCache(uid);
  return useMutation({
    mutationFn: (body: EntrySections[S]['body']) => saveProfileEntry(uid, section, body),
    onSuccess: (list) => {
      cache.setSection(section, list as never);
      return cache.refreshCompletion();
    },
  });
};
