import { createHash } from 'node:crypto';
import { SubmissionMessages } from '@elevate/contracts/drills/submission.messages';
import type { Submission, SubmissionReceipt } from '@elevate/contracts/drills/submission.schema';
import type { FormAnswers } from '@elevate/contracts/drills/form-fields.schema';
import { composeMail, greeting } from '../../lib/mail-layout.ts';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Mailer, MailMessage } from '../../plugins/mailer.ts';
import { insertNotification } from '../notifications/notifications.repository.ts';
import type { DrillRow } from './drill-access.ts';

/**
 * What a submission's receipt names and how it is worded: the fingerprint of what was submitted, the time in
 * IST and in UTC, and the mail each member of the team gets.
 */

/** JSON with every object's keys sorted, so the same content always gives the same text (and hash). */
export const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
};

/** SHA-256 (hex) of the canonical JSON of {phaseId, problemStatementId, answers}: the receipt's fingerprint. */
export const contentHashOf = (c: {
  phaseId: number;
  problemStatementId: number | null;
  answers: FormAnswers;
}): string =>
  createHash('sha256')
    .update(canonicalJson({ phaseId: c.phaseId, problemStatementId: c.problemStatementId, answers: c.answers }))
    .digest('hex');

const IST = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
});
const UTC = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** "14 Mar 2026, 11:59:58 pm IST": deadlines and receipts are read in India's time first. */
export const formatIst = (at: Date): string => `${IST.format(at)} IST`;
/** "14 Mar 2026, 18:29:58 UTC". */
export const formatUtc = (at: Date): string => `${UTC.format(at)} UTC`;

/** The participant dashboard's page of a phase, for one member (each member has their own participant id). */
export const phasePagePath = (drillId: number, participantId: number, phase: { phaseId: number; kind: string }) =>
  `/drills/participant-dashboard/${drillId}/${participantId}/${phase.kind === 'idea' ? 'idea' : 'solution'}/${phase.phaseId}`;

export interface ReceiptRecipient {
  uid: number;
  email: string;
  fullName: string;
  participantId: number;
}

/** The receipt mail to one member: who submitted what and when, the version and the fingerprint. */
export const receiptMail = (to: ReceiptRecipient, receipt: SubmissionReceipt, link: string): MailMessage => {
  const who = receipt.teamName ? `Your team ${receipt.teamName}` : 'You';
  const by = receipt.submittedBy ? ` (by ${receipt.submittedBy.name})` : '';
  const at = new Date(receipt.submittedAt);
  return composeMail(
    to.email,
    SubmissionMessages.receiptMailSubject(receipt.phase, receipt.drillName),
    [
      greeting(to.fullName || null),
      `${who} submitted the ${receipt.phase} phase of ${receipt.drillName}${by}. This mail is your receipt.`,
      `Received on ${formatIst(at)} (${formatUtc(at)}). ${SubmissionMessages.receiptZoneNote}`,
      `Version: ${receipt.version}`,
      `Fingerprint of what was submitted (SHA-256): ${receipt.contentHash}`,
      'You can keep editing until the phase ends; every change is kept and sends a new receipt when submitted.',
    ],
    { href: link, label: 'Open the submission' },
  );
};

/** The receipt of what is submitted now, or null while the phase is not submitted. */
export const receiptOf = (drill: Pick<DrillRow, 'id' | 'name'>, s: Submission): SubmissionReceipt | null => {
  if (s.status !== 'submitted' || !s.submittedAt || !s.contentHash) return null;
  const at = new Date(s.submittedAt);
  return {
    submissionId: s.submissionId,
    drillId: drill.id,
    drillName: drill.name,
    phaseId: s.phaseId,
    phase: s.phase,
    teamName: s.teamName,
    version: s.version,
    contentHash: s.contentHash,
    submittedAt: at.toISOString(),
    submittedAtIst: formatIst(at),
    submittedAtUtc: formatUtc(at),
    submittedBy: s.updatedBy,
  };
};

/** In the app and by mail to every member with a verified address: what was submitted, when, version and hash. */
export const sendReceipt = async (
  tx: DbOrTx,
  deps: { mailer: Mailer; config: Pick<Config, 'publicUrl'> },
  members: (ReceiptRecipient & { verified: boolean })[],
  receipt: SubmissionReceipt,
  phase: { id: number; kind: string },
) => {
  const base = deps.config.publicUrl.replace(/\/+$/, '');
  for (const m of members) {
    const link = phasePagePath(receipt.drillId, m.participantId, { phaseId: phase.id, kind: phase.kind });
    await insertNotification(tx, {
      receiverUid: m.uid,
      senderUid: receipt.submittedBy?.uid ?? null,
      purpose: 'DRILL',
      oneLiner: SubmissionMessages.receiptOneLiner(receipt.phase, receipt.drillName),
      message: SubmissionMessages.receiptMessage(receipt.version, receipt.contentHash, receipt.submittedAtIst),
      link,
    });
    if (m.verified) await deps.mailer.send(receiptMail(m, receipt, `${base}${link}`), tx);
  }
};
