/**
 * Query keys of judging. A host's reads of one hackathon start with ['judging', 'host', drillId] and a judge's with
 * ['judging', 'mine'], so a change refreshes exactly the side it touched.
 */
export const judgingKeys = {
  host: (drillId: number) => ['judging', 'host', drillId] as const,
  judges: (drillId: number) => [...judgingKeys.host(drillId), 'judges'] as const,
  conflicts: (drillId: number, judgeId: number) => [...judgingKeys.judges(drillId), judgeId, 'conflicts'] as const,
  conflictOwners: (drillId: number, q: string) => [...judgingKeys.host(drillId), 'conflict-owners', q] as const,
  phase: (drillId: number, phaseId: number) => [...judgingKeys.host(drillId), 'phase', phaseId] as const,
  rubric: (drillId: number, phaseId: number) => [...judgingKeys.phase(drillId, phaseId), 'rubric'] as const,
  coverage: (drillId: number, phaseId: number) => [...judgingKeys.phase(drillId, phaseId), 'coverage'] as const,
  audit: (drillId: number) => [...judgingKeys.host(drillId), 'audit'] as const,
  auditPage: (drillId: number, phaseId: number | null, offset: number) =>
    [...judgingKeys.audit(drillId), phaseId ?? 'all', offset] as const,
  invitation: (token: string) => ['judging', 'invitation', token] as const,
  mine: () => ['judging', 'mine'] as const,
  myAssignments: (phaseId: number) => [...judgingKeys.mine(), 'phase', phaseId] as const,
  assignment: (assignmentId: number) => [...judgingKeys.mine(), 'assignment', assignmentId] as const,
};
