import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResult } from '@elevate/contracts/common/envelope';
import type { SkillSuggestion } from '@elevate/contracts/users/profile.schema';
import { apiGet } from '@/lib/api-client';
import { lookupKeys } from './query-keys';

/** GET skills/?initialLetters: skill names starting with the letters typed, any case (at most 50). */
export const getSkillSuggestions = async (initialLetters: string, signal?: AbortSignal) =>
  (await apiGet<ListResult<SkillSuggestion>>('skills/', { initialLetters }, signal)).data;

export const skillSuggestionsQuery = (initialLetters: string) =>
  queryOptions({
    queryKey: lookupKeys.skills(initialLetters),
    queryFn: ({ signal }) => getSkillSuggestions(initialLetters, signal),
    // The vocabulary changes rarely: the same letters are not asked twice in a visit.
    staleTime: 10 * 60_000,
  });

/** Suggestions once at least one letter is typed; the previous ones stay shown while the next arrive. */
export const useSkillSuggestions = (initialLetters: string) => {
  const letters = initialLetters.trim();
  return useQuery({
    ...skillSuggestionsQuery(letters),
    enabled: letters.length > 0,
    placeholderData: keepPreviousData,
  });
};
