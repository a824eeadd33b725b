import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { MENTORSHIP_GOALS_MAX } from '@elevate/contracts/saarthi/saarthi.constants';
import { SaarthiMessages } from '@elevate/contracts/saarthi/saarthi.messages';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { deleteGoal, goalsOf, insertGoal, updateGoal } from './mentorships.repository.ts';
import { mentorshipFor, reread } from './mentorships.service.ts';

const conflict = (message: string) => new AppError(ErrorCode.CONFLICT, message);

/** Goals change on an active mentorship (by either side) or on a request (by the mentee). */
const goalsEditable = async (tx: DbOrTx, caller: AuthUser, id: number) => {
  const { row, side } = await mentorshipFor(tx, caller, id, { lock: true, pairOnly: true });
  const ok = row.status === 'active' || (row.status === 'requested' && side === 'mentee');
  if (!ok) throw conflict(SaarthiMessages.notActive);
  return row;
};

export const addGoal = async (db: Db, caller: AuthUser, id: number, title: string) => {
  await db.transaction(async (tx) => {
    await goalsEditable(tx, caller, id);
    if ((await goalsOf(tx, id)).length >= MENTORSHIP_GOALS_MAX) {
      throw new AppError(ErrorCode.CONFLICT, `At most ${MENTORSHIP_GOALS_MAX} goals`);
    }
    await insertGoal(tx, id, title, caller.uid);
  });
  return { result: await reread(db, caller, id), message: 'Goal added' };
};

export const changeGoal = async (
  db: Db,
  caller: AuthUser,
  id: number,
  goalId: number,
  input: { title?: string | undefined; done?: boolean | undefined },
  now: Date,
) => {
  await db.transaction(async (tx) => {
    await goalsEditable(tx, caller, id);
    const fields = {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.done !== undefined ? { doneAt: input.done ? now : null } : {}),
    };
    if (!(await updateGoal(tx, id, goalId, fields))) throw notFound('This goal is not available.');
  });
  return { result: await reread(db, caller, id), message: 'Goal saved' };
};

export const removeGoal = async (db: Db, caller: AuthUser, id: number, goalId: number) => {
  await db.transaction(async (tx) => {
    await goalsEditable(tx, caller, id);
    if (!(await deleteGoal(tx, id, goalId))) throw notFound('This goal is not available.');
  });
  return { result: await reread(db, caller, id), message: 'Goal removed' };
};
