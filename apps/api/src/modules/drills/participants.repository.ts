import { and, eq, sql } from 'drizzle-orm';
import type { FormAnswers } from '@elevate/contracts/drills/form-fields.schema';
import type { DbOrTx } from '../../db/client.ts';
import { drillParticipants, drills } from '../../db/schema/drills.ts';
import { users } from '../../db/schema/users.ts';
import type { ParticipantRow } from './drill-access.ts';

/**
 * Inserts a registration unless the user already has one in this hackathon ('already-registered'). ON CONFLICT
 * instead of catching the violation: the caller's transaction stays usable (PostgreSQL aborts a transaction on
 * an error), so a paying transaction can go on to refund a second payment.
 */
export const insertParticipantOnce = async (
  tx: DbOrTx,
  p: { drillId: number; uid: number; answers: FormAnswers; lookingForTeam: boolean; pitch: string },
): Promise<ParticipantRow | 'already-registered'> => {
  const [row] = await tx
    .insert(drillParticipants)
    .values(p)
    .onConflictDoNothing({ target: [drillParticipants.drillId, drillParticipants.uid] })
    .returning();
  return row ?? 'already-registered';
};

/** One more registration on the hackathon's card, in the registering transaction. */
export const bumpApplicantCount = async (tx: DbOrTx, drillId: number): Promise<void> => {
  await tx
    .update(drills)
    .set({ applicantCount: sql`${drills.applicantCount} + 1` })
    .where(eq(drills.id, drillId));
};

export const updateParticipant = async (
  db: DbOrTx,
  participantId: number,
  patch: { answers?: FormAnswers | undefined; lookingForTeam?: boolean | undefined; pitch?: string | undefined },
): Promise<ParticipantRow> => {
  const [row] = await db
    .update(drillParticipants)
    .set({
      ...(patch.answers !== undefined ? { answers: patch.answers } : {}),
      ...(patch.lookingForTeam !== undefined ? { lookingForTeam: patch.lookingForTeam } : {}),
      ...(patch.pitch !== undefined ? { pitch: patch.pitch } : {}),
      updatedAt: new Date(),
    })
    .where(eq(drillParticipants.id, participantId))
    .returning();
  if (!row) throw new Error('participant update returned nothing');
  return row;
};

/** A registration of this hackathon by its id (any user's: the caller decides who may read it). */
export const participantOfDrill = async (
  db: DbOrTx,
  drillId: number,
  participantId: number,
): Promise<ParticipantRow | null> => {
  const [row] = await db
    .select()
    .from(drillParticipants)
    .where(and(eq(drillParticipants.id, participantId), eq(drillParticipants.drillId, drillId)))
    .limit(1);
  return row ?? null;
};

/** The name on an account (hosts see who registered). */
export const nameOfUser = async (db: DbOrTx, uid: number): Promise<string | null> => {
  const [row] = await db
    .select({ fullName: users.fullName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, uid))
    .limit(1);
  return row ? `${row.fullName} ${row.lastName}`.trim() : null;
};

/** A registration withdrawn (its payment refunded): it stays on record, no longer counted on the card. */
export const withdrawParticipant = async (tx: DbOrTx, participantId: number): Promise<void> => {
  const [row] = await tx
    .update(drillParticipants)
    .set({ status: 'withdrawn', updatedAt: new Date() })
    .where(and(eq(drillParticipants.id, participantId), eq(drillParticipants.status, 'registered')))
    .returning({ drillId: drillParticipants.drillId });
  if (!row) return;
  await tx
    .update(drills)
    .set({ applicantCount: sql`greatest(${drills.applicantCount} - 1, 0)` })
    .where(eq(drills.id, row.drillId));
};
