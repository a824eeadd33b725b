/**
 * Every query of the profile starts with ['profile', uid]: one invalidation after a save refreshes the sections,
 * the documents and the profile strength together. The completion key is its own export because the header and
 * the dashboard read it too.
 */
export const profileKeys = {
  all: (uid: number) => ['profile', uid] as const,
  completion: (uid: number) => ['profile', uid, 'completion'] as const,
  section: (uid: number, section: string) => ['profile', uid, 'section', section] as const,
  documents: (uid: number) => ['profile', uid, 'documents'] as const,
};

/** Skill names and colleges are shared lists, not one user's: their own keys. */
export const lookupKeys = {
  skills: (initialLetters: string) => ['skills', initialLetters.toLowerCase()] as const,
  colleges: (search: string) => ['college', search.toLowerCase()] as const,
};
