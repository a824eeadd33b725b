/**
 * Query keys of the participant dashboard. Everything one registration reads starts with
 * ['drills', drillId, 'participant', participantId], so a submit or a new question refreshes what it changed.
 */
export const dashboardKeys = {
  phases: (drillId: number) => ['drills', drillId, 'phases'] as const,
  submissionFields: (drillId: number, phaseId: number) => ['drills', drillId, 'submissionFields', phaseId] as const,
  participant: (drillId: number, participantId: number) => ['drills', drillId, 'participant', participantId] as const,
  problemStatements: (drillId: number, participantId: number, phaseId: number) =>
    [...dashboardKeys.participant(drillId, participantId), 'problemStatements', phaseId] as const,
  submissions: (drillId: number, participantId: number) =>
    [...dashboardKeys.participant(drillId, participantId), 'submissions'] as const,
  submissionList: (drillId: number, participantId: number, phaseId: number | null) =>
    [...dashboardKeys.submissions(drillId, participantId), 'list', phaseId ?? 'all'] as const,
  submission: (drillId: number, participantId: number, submissionId: number) =>
    [...dashboardKeys.submissions(drillId, participantId), 'detail', submissionId] as const,
  receipt: (drillId: number, participantId: number, submissionId: number) =>
    [...dashboardKeys.submissions(drillId, participantId), 'receipt', submissionId] as const,
  queries: (drillId: number, participantId: number) =>
    [...dashboardKeys.participant(drillId, participantId), 'queries'] as const,
  query: (drillId: number, participantId: number, queryId: number) =>
    [...dashboardKeys.queries(drillId, participantId), queryId] as const,
  certificates: (drillId: number, participantId: number) =>
    [...dashboardKeys.participant(drillId, participantId), 'certificates'] as const,
  announcements: (drillId: number) => ['drills', drillId, 'announcements'] as const,
  leaderboard: (drillId: number, phaseId: number) => ['drills', drillId, 'leaderboards', phaseId] as const,
};
