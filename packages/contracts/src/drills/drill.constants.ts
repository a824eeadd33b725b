// Hackathon (drill) constants, apart from the schemas so pages can import them without zod.

/** Where a hackathon happens (spec §3 drillNature). */
export const DRILL_NATURES = ['online', 'offline', 'hybrid'] as const;
export type DrillNature = (typeof DRILL_NATURES)[number];

/** Hackathons and companies' open challenges share one entity (spec §3 program types; docs/decisions/030). */
export const DRILL_PROGRAM_TYPES = ['hackathon', 'open-innovation'] as const;
export type DrillProgramType = (typeof DRILL_PROGRAM_TYPES)[number];

/** Who may register; checked against the account's utype (Student, Professional). */
export const DRILL_AUDIENCES = ['everyone', 'students', 'professionals'] as const;
export type DrillAudience = (typeof DRILL_AUDIENCES)[number];

/** When teams stop changing (docs/decisions/030). */
export const DRILL_TEAM_LOCKS = ['registration-end', 'first-submission'] as const;
export type DrillTeamLock = (typeof DRILL_TEAM_LOCKS)[number];

export const DRILL_PHASE_KINDS = ['idea', 'solution'] as const;
export type DrillPhaseKind = (typeof DRILL_PHASE_KINDS)[number];

/** Page size of `drills/{id}/submissions` (spec §9). */
export const SUBMISSIONS_PAGE_SIZE = 10;
