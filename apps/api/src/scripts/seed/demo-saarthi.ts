import type { Tx } from '../../db/client.ts';

/** Approved and pending Saarthi mentors with availability, and a mentorship in progress. Returns how many rows it wrote. (Filled by its owner in issue 14.) */
export const seedDemoSaarthi = async (_tx: Tx, _now: Date): Promise<number> => 0;
