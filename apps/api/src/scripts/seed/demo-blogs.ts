import type { Tx } from '../../db/client.ts';

/** Writers, comments, replies, reactions and a reported comment on the seeded posts. Returns how many rows it wrote. (Filled by its owner in issue 14.) */
export const seedDemoBlogCommunity = async (_tx: Tx, _now: Date): Promise<number> => 0;
