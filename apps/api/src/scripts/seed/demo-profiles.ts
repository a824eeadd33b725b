import { eq } from 'drizzle-orm';
import { CompleteProfileBodySchema, type CompleteProfileBody } from '@elevate/contracts/users/profile.schema';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { writePersonal } from '../../modules/users/profile.repository.ts';
import { insertEducation, insertProjects, replaceSkills } from '../../modules/users/profile-entries.repository.ts';

/**
 * The demo student's profile: about half complete (personal details, education, skills and a project), so the
 * dashboard and the header show a real profile strength with real next steps (a resume, work, a picture...).
 */
const DEMO_STUDENT_PROFILE: CompleteProfileBody = {
  personal: {
    currentCity: 'Pune',
    currentState: 'Maharashtra',
    zipcode: '411007',
    dateOfBirth: '14-08-2003',
    gender: 'male',
    languagesKnown: ['English', 'Hindi', 'Marathi'],
    currentAddress: 'Ganeshkhind Road, Shivajinagar',
  },
  education: [
    {
      level: 'Graduation/Diploma',
      courseLevel: 'Graduation/Diploma',
      degree: 'B.Tech',
      institution: 'COEP Technological University (College of Engineering Pune)',
      studyYear: 'last',
      degreeLevel: 'UG',
      gradeType: 'CGPA',
      grade: 8.4,
      startYear: 2022,
      endYear: 2026,
    },
    {
      level: '12th',
      institution: 'Fergusson College',
      gradeType: 'PERCENTAGE',
      grade: 91.2,
      startYear: 2020,
      endYear: 2022,
    },
  ],
  work: [],
  project: [
    {
      title: 'Campus placement tracker',
      description:
        'A React and Node.js app that lets the placement cell publish drives and students follow their rounds; used by 600 students in its first semester.',
      url: 'https://github.com/aarav-sharma/placement-tracker',
      startDate: '01-01-2025',
      endDate: '30-04-2025',
    },
  ],
  skill: ['JavaScript', 'React', 'Node.js', 'SQL', 'Python'],
  other: [],
};

export const seedDemoProfiles = async (tx: Tx, now: Date): Promise<void> => {
  const [student] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'student@elevate.local'));
  if (!student) return;
  const profile = CompleteProfileBodySchema.parse(DEMO_STUDENT_PROFILE);
  await writePersonal(tx, student.id, profile.personal, now);
  await insertEducation(tx, student.id, profile.education);
  await insertProjects(tx, student.id, profile.project);
  await replaceSkills(tx, student.id, profile.skill);
};
