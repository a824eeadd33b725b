import { z } from 'zod';
import { APPLICATION_STATUSES } from '../applications/application-status.ts';
import { MailPreferencesSchema } from './mail-preferences.schema.ts';

/**
 * "Download my data" (GET users/{id}/data-export): everything Elevate stores about the account, as one JSON
 * file (docs/decisions/027). Versioned, so a reader can tell the shape apart when it changes.
 */
export const DATA_EXPORT_FORMAT = 'elevate-data-export';
export const DATA_EXPORT_VERSION = 1;

const when = z.iso.datetime({ offset: true });
const day = z.string().nullable();

const PersonalSchema = z.object({
  currentAddress: z.string().nullable(),
  currentCity: z.string().nullable(),
  currentState: z.string().nullable(),
  zipcode: z.string().nullable(),
  dateOfBirth: day,
  gender: z.string().nullable(),
  maritalStatus: z.string().nullable(),
  languagesKnown: z.array(z.string()).nullable(),
  coverLetter: z.string().nullable(),
  otherDetails: z.string().nullable(),
  socialLinks: z.record(z.string(), z.string()).nullable(),
  highestQualification: z.string().nullable(),
  experienceYears: z.number().nullable(),
  noticePeriod: z.string().nullable(),
  /** Masked: the full number is yours, and a file that travels should not carry it (`******234F`). */
  panNumber: z.string().nullable(),
  /** Only the last four digits are ever stored (`XXXX XXXX 1234`). */
  aadhaarNumber: z.string().nullable(),
  /** Which documents are on the profile; the files themselves are listed under uploads. */
  documents: z.object({
    resume: z.string().nullable(),
    panScan: z.boolean(),
    governmentId: z.boolean(),
    profilePicture: z.boolean(),
  }),
  updatedAt: when,
});

const EducationSchema = z.object({
  level: z.string(),
  courseLevel: z.string().nullable(),
  degree: z.string().nullable(),
  institution: z.string(),
  studyYear: z.string().nullable(),
  degreeLevel: z.string().nullable(),
  gradeType: z.string().nullable(),
  grade: z.number().nullable(),
  startYear: z.number().int().nullable(),
  endYear: z.number().int().nullable(),
});

const WorkSchema = z.object({
  company: z.string(),
  title: z.string(),
  employmentType: z.string(),
  startDate: z.string(),
  endDate: day,
  currentJob: z.boolean(),
  description: z.string().nullable(),
});

const ProjectSchema = z.object({
  title: z.string(),
  description: z.string().nullable(),
  url: z.string().nullable(),
  startDate: day,
  endDate: day,
});

const OtherSchema = z.object({
  kind: z.string(),
  title: z.string(),
  issuer: z.string().nullable(),
  reference: z.string().nullable(),
  status: z.string().nullable(),
  date: day,
  url: z.string().nullable(),
  description: z.string().nullable(),
});

export const DataExportSchema = z.object({
  format: z.literal(DATA_EXPORT_FORMAT),
  version: z.literal(DATA_EXPORT_VERSION),
  exportedAt: when,
  account: z.object({
    uid: z.number().int(),
    fullName: z.string(),
    lastName: z.string(),
    email: z.string(),
    contact: z.string().nullable(),
    utype: z.string(),
    role: z.string(),
    referralSource: z.string().nullable(),
    mentor: z.boolean(),
    jobfeed: z.boolean(),
    signInMethods: z.object({ password: z.boolean(), google: z.boolean() }),
    emailVerifiedAt: when.nullable(),
    termsAcceptedAt: when.nullable(),
    createdAt: when,
  }),
  mailPreferences: MailPreferencesSchema,
  profile: z.object({
    personal: PersonalSchema.nullable(),
    education: z.array(EducationSchema),
    work: z.array(WorkSchema),
    projects: z.array(ProjectSchema),
    skills: z.array(z.string()),
    other: z.array(OtherSchema),
  }),
  applications: z.array(
    z.object({
      applicationId: z.number().int(),
      jobTitle: z.string(),
      companyName: z.string(),
      appliedDateTime: when,
      currentStatus: z.enum(APPLICATION_STATUSES),
      resumeFileName: z.string().nullable(),
      status: z.array(
        z.object({
          statusValue: z.enum(APPLICATION_STATUSES),
          updatedBy: z.string(),
          feedback: z.string().nullable(),
          updatedStatusOnTs: when,
        }),
      ),
    }),
  ),
  notifications: z.array(
    z.object({
      purpose: z.string(),
      oneLiner: z.string(),
      message: z.string(),
      link: z.string().nullable(),
      read: z.boolean(),
      createdAt: when,
    }),
  ),
  referrals: z.object({
    referralCode: z.string(),
    /** Who referred this account, if anyone: their name and code as the account saw them. */
    referredBy: z.object({ name: z.string(), referralCode: z.string() }).nullable(),
    /** How many accounts signed up with this account's code (who they are is their data, not this one's). */
    referredCount: z.number().int(),
  }),
  uploads: z.array(
    z.object({
      fileName: z.string(),
      purpose: z.string(),
      contentType: z.string().nullable(),
      sizeBytes: z.number().nullable(),
      createdAt: when,
      uploadedAt: when.nullable(),
    }),
  ),
  /** Companies the account manages as an employer. */
  companies: z.array(z.object({ name: z.string() })),
  /** Institutions the account added to the college list. */
  collegesAdded: z.array(z.object({ name: z.string() })),
  /** Messages sent through the contact form with this account's address. */
  contactMessages: z.array(
    z.object({ purposeToConnect: z.string(), message: z.string(), contact: z.string(), createdAt: when }),
  ),
  /** Sign-ins leave no record beyond the session token in the browser: there is no list of sessions to give. */
  sessions: z.object({ stored: z.literal(false), note: z.string() }),
});
export type DataExport = z.infer<typeof DataExportSchema>;
