import type { College, CollegeCreateValues } from '@elevate/contracts/college/college.schema';
import type { DbOrTx } from '../../db/client.ts';
import { findCollegeByName, insertCollege } from './college.repository.ts';

/**
 * Adds a missing institution, or answers the listed one when the name is already there in any case; `created`
 * says which. Two people adding the same name at once get the same one row.
 */
export const addCollege = async (
  db: DbOrTx,
  v: CollegeCreateValues,
  addedByUid: number,
): Promise<{ college: College; created: boolean }> => {
  const existing = await findCollegeByName(db, v.name);
  if (existing) return { college: existing, created: false };
  const inserted = await insertCollege(db, v, addedByUid);
  if (inserted) return { college: inserted, created: true };
  const winner = await findCollegeByName(db, v.name);
  if (!winner) throw new Error('college insert conflicted but no row of that name exists');
  return { college: winner, created: false };
};
