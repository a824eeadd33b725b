import {
  DATA_EXPORT_FORMAT,
  DATA_EXPORT_VERSION,
  type DataExport,
} from '@elevate/contracts/account/data-export.schema';
import { AuthMessages } from '@elevate/contracts/auth/auth.messages';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { applicationsWithHistoryOf } from '../applications/applications.repository.ts';
import { isPasswordHash } from '../auth/password-hash.ts';
import {
  countReferred,
  readAccountRow,
  readCollegesAdded,
  readCompanies,
  readContactMessages,
  readNotificationRows,
  readProfileRows,
  readReferrer,
  readUploadRows,
} from './data-export.repository.ts';
import { readMailPreferences } from './mail-preferences.repository.ts';

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** `******234F`: a file that travels should not carry the whole number. */
const maskPan = (pan: string | null) => (pan ? `${'*'.repeat(Math.max(0, pan.length - 4))}${pan.slice(-4)}` : null);

/** The `yyyy-mm-dd.json` name the download is saved as. */
export const dataExportFileName = (now: Date) => `elevate-my-data-${now.toISOString().slice(0, 10)}.json`;

/**
 * "Download my data": everything stored about the account, as the owner may take it elsewhere (DPDP Act
 * 2023, right of access; docs/decisions/027). No password hash, token version or internal keys.
 */
export const buildDataExport = async (db: DbOrTx, uid: number, now: Date): Promise<DataExport> => {
  const account = await readAccountRow(db, uid);
  const prefs = await readMailPreferences(db, uid);
  if (!account || account.deletedAt || !prefs)
    throw new AppError(ErrorCode.SESSION_INVALID, AuthMessages.sessionInvalid);
  const [referrer, referredCount, profile, apps, notes, files, companies, collegesAdded, enquiries] = await Promise.all(
    [
      readReferrer(db, account.referredById),
      countReferred(db, uid),
      readProfileRows(db, uid),
      applicationsWithHistoryOf(db, uid),
      readNotificationRows(db, uid),
      readUploadRows(db, uid),
      readCompanies(db, uid),
      readCollegesAdded(db, uid),
      readContactMessages(db, account.email),
    ],
  );
  const p = profile.personal;
  return {
    format: DATA_EXPORT_FORMAT,
    version: DATA_EXPORT_VERSION,
    exportedAt: iso(now),
    account: {
      uid: account.id,
      fullName: account.fullName,
      lastName: account.lastName,
      email: account.email,
      contact: account.contact,
      utype: account.utype,
      role: account.role,
      referralSource: account.referralSource,
      mentor: account.mentor,
      jobfeed: account.jobfeed,
      signInMethods: { password: isPasswordHash(account.passwordHash), google: account.googleSub !== null },
      emailVerifiedAt: isoOrNull(account.emailVerifiedAt),
      termsAcceptedAt: isoOrNull(account.termsAcceptedAt),
      createdAt: iso(account.createdAt),
    },
    mailPreferences: prefs,
    profile: {
      personal: p
        ? {
            currentAddress: p.currentAddress,
            currentCity: p.currentCity,
            currentState: p.currentState,
            zipcode: p.zipcode,
            dateOfBirth: p.dateOfBirth,
            gender: p.gender,
            maritalStatus: p.maritalStatus,
            languagesKnown: p.languagesKnown,
            coverLetter: p.coverLetter,
            otherDetails: p.otherDetails,
            socialLinks: p.socialLinks,
            highestQualification: p.highestQualification,
            experienceYears: p.experienceYears,
            noticePeriod: p.noticePeriod,
            panNumber: maskPan(p.panNumber),
            aadhaarNumber: p.aadhaarLastFour ? `XXXX XXXX ${p.aadhaarLastFour}` : null,
            documents: {
              resume: p.resumeKey ? (p.resumeFileName ?? 'Resume') : null,
              panScan: p.panScanKey !== null,
              governmentId: p.govtIdKey !== null,
              profilePicture: p.profilePicKey !== null,
            },
            updatedAt: iso(p.updatedAt),
          }
        : null,
      education: profile.education.map((e) => ({
        level: e.level,
        courseLevel: e.courseLevel,
        degree: e.degree,
        institution: e.institution,
        studyYear: e.studyYear,
        degreeLevel: e.degreeLevel,
        gradeType: e.gradeType,
        grade: e.grade,
        startYear: e.startYear,
        endYear: e.endYear,
      })),
      work: profile.work.map((w) => ({
        company: w.company,
        title: w.title,
        employmentType: w.employmentType,
        startDate: w.startDate,
        endDate: w.endDate,
        currentJob: w.currentJob,
        description: w.description,
      })),
      projects: profile.projects.map((pr) => ({
        title: pr.title,
        description: pr.description,
        url: pr.url,
        startDate: pr.startDate,
        endDate: pr.endDate,
      })),
      skills: profile.skills.map((s) => s.name),
      other: profile.other.map((o) => ({
        kind: o.kind,
        title: o.title,
        issuer: o.issuer,
        reference: o.reference,
        status: o.status,
        date: o.date,
        url: o.url,
        description: o.description,
      })),
    },
    applications: apps.map((a) => ({
      applicationId: a.applicationId,
      jobTitle: a.jobTitle,
      companyName: a.companyName,
      appliedDateTime: a.appliedDateTime,
      currentStatus: a.currentStatus,
      resumeFileName: a.resumeFileName,
      status: a.status.map((h) => ({
        statusValue: h.statusValue,
        updatedBy: h.updatedBy,
        feedback: h.feedback,
        updatedStatusOnTs: h.updatedStatusOnTs,
      })),
    })),
    notifications: notes.map((n) => ({ ...n, createdAt: iso(n.createdAt) })),
    referrals: {
      referralCode: account.referralCode,
      referredBy: referrer
        ? { name: `${referrer.fullName} ${referrer.lastName}`.trim(), referralCode: referrer.referralCode }
        : null,
      referredCount,
    },
    uploads: files.map((f) => ({ ...f, createdAt: iso(f.createdAt), uploadedAt: isoOrNull(f.uploadedAt) })),
    companies,
    collegesAdded,
    contactMessages: enquiries.map((m) => ({ ...m, createdAt: iso(m.createdAt) })),
    sessions: {
      stored: false,
      note: 'A sign-in gives your browser a token that ends after a while or when you log out everywhere; no list of sign-ins or devices is kept.',
    },
  };
};
