import { eq, sql } from 'drizzle-orm';
import { answersSchemaOf, type FormAnswers } from '@elevate/contracts/drills/form-fields.schema';
import type { Tx } from '../../db/client.ts';
import { profileEducation, profileSkills, userProfiles, users } from '../../db/schema/users.ts';
import { unusablePasswordHash } from '../../modules/auth/password-hash.ts';
import { daysFrom, slugify } from './random.ts';
import { hashOf } from './svg.ts';
import { graduationYears } from './fixtures/drill-content.ts';
import { DEMO_PARTICIPANTS, type DemoParticipant } from './fixtures/drill-participants.ts';
import type { DrillSeed } from './fixtures/types.ts';

/**
 * The people of the demo hackathons: demo participants with a profile (city, gender, a college, skills: what
 * team rules and the teammate finder read) and the demo student; and their answers to a hackathon's questions.
 */

/** The demo student's email (fixtures/users.ts): the one participant who can sign in. */
const STUDENT_EMAIL = 'student@elevate.local';
export interface Person {
  uid: number;
  name: string;
  /** Null for the demo student, whose profile demo-profiles.ts writes. */
  def: DemoParticipant | null;
}

/** The registration answers of a person for a hackathon's own questions, checked as the API checks them. */
export const registrationAnswers = (seed: DrillSeed, p: Person, now: Date): FormAnswers => {
  const def = p.def;
  const student = !def || def.utype === 'Student';
  const org = def?.org ?? 'COEP Technological University (College of Engineering Pune)';
  const handle = slugify(p.name);
  const skillOptions = seed.participantFields.find((f) => f.key === 'skills')?.options ?? [];
  const own = (def?.skills ?? ['JavaScript', 'SQL', 'Python', 'Node.js']).filter((s) => skillOptions.includes(s));
  const raw: Record<string, unknown> = {
    college: org,
    graduationYear: graduationYears(now)[Math.min(5, 1 + (def?.years ?? 1))],
    company: org,
    experienceYears: def?.years ?? 0,
    linkedinUrl: `https://linkedin.example.com/in/${handle}`,
    currentStatus: student ? 'Student' : 'Working professional',
    organisation: org,
    githubUrl: `https://github.example.com/${handle}`,
    skills: own.length > 0 ? own : skillOptions.slice(hashOf(handle) % 6, (hashOf(handle) % 6) + 2),
    tshirtSize: def?.tshirt ?? 'M',
    whatsappNumber: null,
  };
  return answersSchemaOf(seed.participantFields).parse(raw);
};

export const insertPeople = async (tx: Tx, now: Date): Promise<Map<string, Person>> => {
  const people = new Map<string, Person>();
  const [student] = await tx
    .select({ uid: users.id, name: sql<string>`${users.fullName} || ' ' || ${users.lastName}` })
    .from(users)
    .where(eq(users.email, STUDENT_EMAIL));
  if (student) people.set('student', { ...student, def: null });
  for (const [i, p] of DEMO_PARTICIPANTS.entries()) {
    const [row] = await tx
      .insert(users)
      .values({
        fullName: p.fullName,
        lastName: p.lastName,
        email: `${p.fullName}.${p.lastName}@participants.elevate.local`.toLowerCase(),
        contact: `98${String(45_100_000 + i * 7919).slice(0, 8)}`,
        utype: p.utype,
        role: 'user',
        passwordHash: unusablePasswordHash(),
        referralCode: `ELV-HACK${String(i + 1).padStart(2, '0')}`,
        emailVerifiedAt: now,
        createdAt: daysFrom(now, -240 + i),
      })
      .returning({ uid: users.id });
    if (!row) throw new Error(`Demo participant not inserted: ${p.key}`);
    const year = now.getFullYear();
    await tx.insert(userProfiles).values({
      userId: row.uid,
      currentCity: p.city,
      gender: p.gender,
      highestQualification: p.utype === 'Student' ? '12th' : 'Graduation/Diploma',
      experienceYears: p.utype === 'Professional' ? p.years : 0,
    });
    await tx.insert(profileEducation).values({
      userId: row.uid,
      level: 'Graduation/Diploma',
      courseLevel: 'Graduation/Diploma',
      degree: 'B.Tech',
      degreeLevel: 'UG',
      institution: p.utype === 'Student' ? p.org : `${p.city} Institute of Technology`,
      startYear: p.utype === 'Student' ? year + p.years - 4 : year - p.years - 4,
      endYear: p.utype === 'Student' ? year + p.years : year - p.years,
    });
    await tx.insert(profileSkills).values(p.skills.map((name) => ({ userId: row.uid, name })));
    people.set(p.key, { uid: row.uid, name: `${p.fullName} ${p.lastName}`, def: p });
  }
  return people;
};
