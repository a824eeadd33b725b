import type { Tx } from '../../db/client.ts';

/** Success stories and case studies, site pages, featured pins, customer logos and news. Returns how many rows it wrote. (Filled by its owner in issue 14.) */
export const seedDemoContent = async (_tx: Tx, _now: Date): Promise<number> => 0;
