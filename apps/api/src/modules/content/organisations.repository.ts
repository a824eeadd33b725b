import { and, asc, eq } from 'drizzle-orm';
import type { OrganisationKind } from '@elevate/contracts/content/content.constants';
import type { Organisation } from '@elevate/contracts/content/site-content.schema';
import type { DbOrTx } from '../../db/client.ts';
import { organisations } from '../../db/schema/content.ts';

type Row = typeof organisations.$inferSelect;
export type OrganisationWrite = Omit<Organisation, 'organisationId'>;

const toDto = (r: Row): Organisation => ({
  organisationId: r.id,
  name: r.name,
  kind: r.kind as OrganisationKind,
  logoUrl: r.logoUrl,
  websiteUrl: r.websiteUrl,
  position: r.position,
  active: r.active,
});
const order = [asc(organisations.position), asc(organisations.name), asc(organisations.id)];

/** The customers page's logos: active ones (of one kind when asked), by position. */
export const listPublicOrganisations = async (db: DbOrTx, kind?: OrganisationKind): Promise<Organisation[]> =>
  (
    await db
      .select()
      .from(organisations)
      .where(and(eq(organisations.active, true), kind ? eq(organisations.kind, kind) : undefined))
      .orderBy(...order)
  ).map(toDto);

export const listAllOrganisations = async (db: DbOrTx): Promise<Organisation[]> =>
  (
    await db
      .select()
      .from(organisations)
      .orderBy(...order)
  ).map(toDto);

export const insertOrganisation = async (db: DbOrTx, w: OrganisationWrite): Promise<Organisation> =>
  toDto((await db.insert(organisations).values(w).returning())[0]!);

export const updateOrganisation = async (
  db: DbOrTx,
  id: number,
  w: OrganisationWrite,
): Promise<Organisation | null> => {
  const [row] = await db.update(organisations).set(w).where(eq(organisations.id, id)).returning();
  return row ? toDto(row) : null;
};

export const deleteOrganisation = async (db: DbOrTx, id: number): Promise<boolean> =>
  (await db.delete(organisations).where(eq(organisations.id, id)).returning({ id: organisations.id })).length > 0;
