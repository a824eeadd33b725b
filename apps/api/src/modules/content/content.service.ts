import { STATS_DEFAULT_JOININGS, STATS_DEFAULT_PARTNERS } from '@elevate/contracts/common/constants';
import type { LandingStats } from '@elevate/contracts/content/content.schema';
import type { DbOrTx } from '../../db/client.ts';
import { latestStats } from './content.repository.ts';

/** The home tiles; partners and joinings fall back to the spec's defaults (5 and 110) when the data has none. */
export const landingStats = async (db: DbOrTx): Promise<LandingStats> => {
  const s = await latestStats(db);
  return {
    usersImpacted: s?.numberOfUsersOnPlatform ?? 0,
    openInnovation: s?.numberOfOpenInnovation ?? 0,
    hackathons: s?.numberOfHackathons ?? 0,
    eyeballs: s?.numberOfEyeballs ?? 0,
    numberOfPartners: s?.numberOfPartners || STATS_DEFAULT_PARTNERS,
    joiningsDone: s?.joiningsDone || STATS_DEFAULT_JOININGS,
    numberOfJobPosted: s?.numberOfJobPosted ?? 0,
    numberOfColleges: s?.numberOfColleges ?? 0,
  };
};
