/**
 * Query keys of registering and teams. Everything about one hackathon starts with ['drills', drillId], like the
 * participant dashboard's keys (submission-keys.ts), so a team change can refresh what depends on it.
 */
export const participationKeys = {
  all: (drillId: number) => ['drills', drillId, 'participation'] as const,
  /** The caller's participation (the page's button, My info, the team panel); per account. */
  mine: (drillId: number, uid: number) => [...participationKeys.all(drillId), uid] as const,
  fields: (drillId: number) => ['drills', drillId, 'participantFields'] as const,
};

export const teamKeys = {
  all: (drillId: number) => ['drills', drillId, 'teams'] as const,
  team: (drillId: number, teamId: number) => [...teamKeys.all(drillId), 'detail', teamId] as const,
  search: (drillId: number, initialLetters: string) => [...teamKeys.all(drillId), 'search', initialLetters] as const,
  byCode: (drillId: number, code: string) => [...teamKeys.all(drillId), 'code', code] as const,
  nameCheck: (drillId: number, name: string) => [...teamKeys.all(drillId), 'name', name] as const,
  invitations: (drillId: number, participantId: number) =>
    [...teamKeys.all(drillId), 'invitations', participantId] as const,
  finder: (drillId: number, participantId: number, search: object) =>
    [...teamKeys.all(drillId), 'finder', participantId, search] as const,
};
