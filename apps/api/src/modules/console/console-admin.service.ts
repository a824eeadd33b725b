import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { ConsoleMessages } from '@elevate/contracts/console/console.messages';
import type { ConsolePartner, CreatePartner } from '@elevate/contracts/console/console-partner.schema';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { composeMail, greeting } from '../../lib/mail-layout.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import {
  addPartnerMember,
  findUserByEmail,
  findUserById,
  membershipCount,
  removePartnerMember,
  setUserRole,
} from './console-members.repository.ts';
import { findPartnerById, insertPartner } from './console-partners.repository.ts';
import { consolePartner } from './console-partners.service.ts';

/** Admin: a new company with an empty page; 409 when its custom URL is taken. */
export const createPartner = async (db: Db, admin: AuthUser, body: CreatePartner): Promise<ConsolePartner> =>
  db.transaction(async (tx) => {
    const id = await insertPartner(tx, body);
    if (id === null) {
      throw new AppError(ErrorCode.CONFLICT, ConsoleMessages.customUrlTaken, {
        customUrl: ConsoleMessages.customUrlTaken,
      });
    }
    return consolePartner(tx, admin, id);
  });

/**
 * Admin: makes an existing account an employer of a company. A plain user becomes an employer (an admin
 * stays admin); the role is read from the database on every request, so it applies at once, and the person
 * is told by mail. Their browser session still holds the old role until they log in again, which the mail says.
 */
export const attachEmployer = async (
  db: Db,
  mailer: Mailer,
  admin: AuthUser,
  partnerId: number,
  email: string,
  publicUrl: string,
): Promise<ConsolePartner> =>
  db.transaction(async (tx) => {
    const partner = await findPartnerById(tx, partnerId);
    if (!partner) throw notFound(ConsoleMessages.companyNotFound);
    const person = await findUserByEmail(tx, email);
    if (!person) {
      throw new AppError(ErrorCode.NOT_FOUND, ConsoleMessages.noSuchAccount, { email: ConsoleMessages.noSuchAccount });
    }
    if (!(await addPartnerMember(tx, partnerId, person.uid))) {
      throw new AppError(ErrorCode.CONFLICT, ConsoleMessages.alreadyAttached, {
        email: ConsoleMessages.alreadyAttached,
      });
    }
    if (person.role === 'user') await setUserRole(tx, person.uid, 'employer');
    await mailer.send(
      composeMail(
        person.email,
        `You can now manage ${partner.displayName} on Elevate`,
        [
          greeting(person.fullName),
          `You have been added as an employer of ${partner.displayName}. In the employer console you can edit the company page, post jobs and follow applicants.`,
          'If you were signed in, log out and log in again to see the console in your menu.',
        ],
        { href: `${publicUrl.replace(/\/$/, '')}/console`, label: 'Open the employer console' },
      ),
      tx,
    );
    return consolePartner(tx, admin, partnerId);
  });

/**
 * Admin: removes an employer from a company. Someone left with no company goes back to being a plain user
 * (an admin keeps their role): an employer of nothing would only see an empty console.
 */
export const removeEmployer = async (
  db: Db,
  admin: AuthUser,
  partnerId: number,
  uid: number,
): Promise<ConsolePartner> =>
  db.transaction(async (tx) => {
    if (!(await findPartnerById(tx, partnerId))) throw notFound(ConsoleMessages.companyNotFound);
    if (!(await removePartnerMember(tx, partnerId, uid))) {
      throw notFound('This person does not manage this company.');
    }
    const person = await findUserById(tx, uid);
    if (person?.role === 'employer' && (await membershipCount(tx, uid)) === 0) await setUserRole(tx, uid, 'user');
    return consolePartner(tx, admin, partnerId);
  });
