import type { QueryClient } from '@tanstack/react-query';
import { participationKeys, teamKeys } from './participation-keys';

/**
 * After any change of membership, invitation or team card: the caller's participation (its team) and every
 * team query of the hackathon (the team, searches, invitations, the teammate finder) are asked again.
 */
export const refreshTeams = (queryClient: QueryClient, drillId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: participationKeys.all(drillId) }),
    queryClient.invalidateQueries({ queryKey: teamKeys.all(drillId) }),
  ]);
