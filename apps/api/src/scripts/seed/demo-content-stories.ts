import type { CaseStudySubType, CaseStudyType } from '@elevate/contracts/content/content.constants';

/** The demo success stories and case studies (issue 14): real-sounding people and companies, bodies of 300–600 words. */
export interface StorySeed {
  custUrl: string;
  type: CaseStudyType;
  subType: CaseStudySubType;
  title: string;
  summary: string;
  personName: string;
  personDesignation: string;
  organisation: string;
  /** A demo company's slug, for the story's company link and cover. */
  partnerSlug?: string;
  quote: string;
  isFeatured: boolean;
  /** Days before the seed's now; negative is scheduled for later. */
  daysAgo: number;
  status: 'draft' | 'published';
  /** The story's own paragraphs; the programme's paragraphs are added after them. */
  paragraphs: string[];
  outcome: string[];
}

const PROGRAMME: Record<CaseStudySubType, { heading: string; paragraphs: string[] }> = {
  hackathon: {
    heading: 'How the hackathon worked',
    paragraphs: [
      'The hackathon ran in two rounds. In the idea round, teams of two to four submitted a problem statement, their approach and a five-slide deck; judges from the host company and from Elevate shortlisted the strongest thirty teams within a week. In the prototype round, shortlisted teams had ten days to build a working demo, record a three-minute video and share their code.',
      'Every submission was scored against the same published rubric — impact, technical depth, feasibility and presentation — and every team received written feedback, not only the winners. That feedback is often what participants remember most: it tells a second-year student exactly what a senior engineer noticed in their work.',
    ],
  },
  hiring: {
    heading: 'How hiring on Elevate worked',
    paragraphs: [
      'The role was posted once on Elevate with the salary range shown up front, the skills that mattered and a short assessment. Applicants filled one profile, and the employer console ranked them by the assessment and their projects rather than by college name.',
      'Recruiters moved each applicant from Applied to Shortlisted, Interview and Offer in the console, and every move reached the candidate by mail and in their dashboard on the same day. Nobody was left waiting for weeks without an answer, which is the promise we make to every applicant.',
    ],
  },
  openinnovation: {
    heading: 'How the open innovation challenge worked',
    paragraphs: [
      'The company published a real business problem with the data it could share, the constraints that mattered and a prize pool. Students, working professionals and early-stage start-ups from across India could enter, alone or as a team.',
      'A first round collected written proposals; a panel picked eight for a funded pilot of six weeks with a mentor from the company. The best pilot received a contract to build the solution properly, and the company kept in touch with every shortlisted team for future work.',
    ],
  },
  saarthi: {
    heading: 'How Saarthi mentoring worked',
    paragraphs: [
      'Saarthi pairs students and early-career professionals with experienced mentors who give an hour a fortnight for free. Mentees send a short request saying what they want help with; mentors accept the ones they can genuinely help.',
      'Pairs book sessions in the slots the mentor opens, with a calendar invite and a reminder, and set goals they review together. After every session both sides leave a short note, so progress is visible and nothing said is forgotten between calls.',
    ],
  },
};

const CLOSING: Record<CaseStudyType, { heading: string; text: string }> = {
  successstory: {
    heading: 'If you are where they started',
    text: 'Build one complete profile and keep it honest: projects you can explain matter more than a long list of skills. Apply where the salary and the steps are shown, enter a hackathon even if you think you will not win, and read the feedback you get line by line. If you are unsure what to do next, ask a Saarthi mentor — most of them were once exactly where you are today, and remember how it felt.',
  },
  casestudy: {
    heading: 'Why it worked',
    text: 'Three things made the difference. The team judged candidates by what they could do, with the same published criteria for everyone. Every applicant heard back quickly, which kept strong people in the process instead of losing them to slower employers. And the reach went far beyond the usual metro campuses, to colleges and towns that had never been visited before. None of this needs a large budget; it needs a clear process that everybody can see.',
  },
};

export const bodyOf = (s: StorySeed): string =>
  [
    ...s.paragraphs.map((p) => `<p>${p}</p>`),
    `<h3>${PROGRAMME[s.subType].heading}</h3>`,
    ...PROGRAMME[s.subType].paragraphs.map((p) => `<p>${p}</p>`),
    '<h3>What came of it</h3>',
    `<ul>${s.outcome.map((o) => `<li>${o}</li>`).join('')}</ul>`,
    `<h3>${CLOSING[s.type].heading}</h3>`,
    `<p>${CLOSING[s.type].text}</p>`,
    `<p><strong>In their words:</strong> <em>“${s.quote}”</em></p>`,
  ].join('');
