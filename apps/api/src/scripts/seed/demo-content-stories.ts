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

export const bodyOf = (s: StorySeed): string =>
  [
    ...s.paragraphs.map((p) => `<p>${p}</p>`),
    `<h3>${PROGRAMME[s.subType].heading}</h3>`,
    ...PROGRAMME[s.subType].paragraphs.map((p) => `<p>${p}</p>`),
    '<h3>What came of it</h3>',
    `<ul>${s.outcome.map((o) => `<li>${o}</li>`).join('')}</ul>`,
    `<p><strong>In their words:</strong> <em>“${s.quote}”</em></p>`,
  ].join('');

export const STORY_SEEDS: StorySeed[] = [
  {
    custUrl: 'from-bhilai-to-a-bengaluru-data-team',
    type: 'successstory',
    subType: 'hackathon',
    title: 'From Bhilai to a Bengaluru data team in one hackathon',
    summary: 'Ritika Sahu won a hiring hackathon in her final year and joined Kaveri Analytics as a data analyst.',
    personName: 'Ritika Sahu',
    personDesignation: 'Data analyst',
    organisation: 'Kaveri Analytics',
    partnerSlug: 'kaveri-analytics',
    quote: 'Nobody asked which college I was from. They asked how my model handled the missing rainfall data.',
    isFeatured: true,
    daysAgo: 12,
    status: 'published',
    paragraphs: [
      'Ritika Sahu grew up in Bhilai and studied computer science at a private engineering college in Durg. Her college had never hosted a data company for placements, and the few analytics roles she applied to online went unanswered. In her final year she found the Kaveri Analytics crop-yield hackathon on Elevate, formed a team with two classmates and a friend from Raipur, and decided to treat it as the interview she could not get any other way.',
      'The problem asked teams to forecast district-level paddy yields in Chhattisgarh from rainfall, soil and satellite data. Ritika’s team spent the idea round cleaning three years of patchy rainfall records and explaining, in plain words, how they would fill the gaps without inventing data. Their deck was shortlisted among the top thirty of more than four hundred entries.',
    ],
    outcome: [
      'Her team finished second of 412 teams and won ₹75,000.',
      'Kaveri Analytics invited all four members to interview; Ritika and one teammate received offers.',
      'She joined the Bengaluru data team at ₹9.5 LPA and now mentors students from her own college.',
    ],
  },
  {
    custUrl: 'a-fresher-offer-without-a-campus-drive',
    type: 'successstory',
    subType: 'hiring',
    title: 'A fresher offer without a campus drive',
    summary:
      'Mohammed Irfan applied to a backend role on Elevate from Hubballi and was hired by Sahyadri Fintech in three weeks.',
    personName: 'Mohammed Irfan',
    personDesignation: 'Backend engineer',
    organisation: 'Sahyadri Fintech',
    partnerSlug: 'sahyadri-fintech',
    quote: 'I could see every step of my application. When they said interview on Thursday, it was Thursday.',
    isFeatured: true,
    daysAgo: 20,
    status: 'published',
    paragraphs: [
      'Mohammed Irfan finished his BCA in Hubballi in 2024 and taught himself Java and Spring Boot from free courses while working at his family’s mobile-accessories shop. Campus drives rarely reached his college, and the job portals he tried asked for three years of experience even for roles labelled “fresher”.',
      'On Elevate he filtered for fresher backend roles with the salary shown, and found Sahyadri Fintech’s opening in Pune. The application asked for a GitHub link and a thirty-minute assessment on writing a small payments ledger. Irfan had built exactly that kind of project for his uncle’s shop, and he wrote about it in his profile.',
    ],
    outcome: [
      'Shortlisted within four days of applying, ahead of candidates from larger colleges.',
      'Two technical interviews and one with the engineering manager, all scheduled through the console.',
      'Offer of ₹7.2 LPA with relocation support to Pune, accepted in the third week.',
    ],
  },
  {
    custUrl: 'mentored-into-product-design',
    type: 'successstory',
    subType: 'saarthi',
    title: 'How a Saarthi mentor helped Aditi switch into product design',
    summary: 'Aditi Kulkarni moved from a support role into product design after six months of Saarthi mentoring.',
    personName: 'Aditi Kulkarni',
    personDesignation: 'Associate product designer',
    organisation: 'Deccan Pixel Studios',
    partnerSlug: 'deccan-pixel-studios',
    quote: 'My mentor never told me what to do. She asked the question I had been avoiding, every fortnight.',
    isFeatured: true,
    daysAgo: 30,
    status: 'published',
    paragraphs: [
      'Aditi Kulkarni spent two years in customer support at a travel start-up in Pune. She noticed that most complaints came from the same three confusing screens, sketched better versions in her notebook, and wondered whether design could be a career for someone without a design degree.',
      'Through Saarthi she was paired with Neha Bhatt, a design lead with eleven years of experience. Their first goal was modest: redesign one support flow end to end, test it with five real users and write up what she learned. Over six months they set four such goals, each ending in a case study for her portfolio.',
    ],
    outcome: [
      'A portfolio of four case studies built on real problems from her own job.',
      'Three design interviews in a month, after months of silence from applications.',
      'An associate product designer role at Deccan Pixel Studios, with a 40% raise.',
    ],
  },
  {
    custUrl: 'a-cold-chain-idea-that-became-a-pilot',
    type: 'successstory',
    subType: 'openinnovation',
    title: 'A cold-chain idea from Guwahati that became a paid pilot',
    summary:
      'Three engineering students built a low-cost temperature logger for Brahmaputra Logistics’ open innovation challenge.',
    personName: 'Pranjal Bora',
    personDesignation: 'Founder, Thermotrack',
    organisation: 'Thermotrack',
    partnerSlug: 'brahmaputra-logistics',
    quote: 'We had a prototype on a breadboard. The challenge gave us a real truck, real data and a customer.',
    isFeatured: false,
    daysAgo: 45,
    status: 'published',
    paragraphs: [
      'Brahmaputra Logistics moves vaccines and dairy across the North-East, where long routes and patchy networks make cold-chain monitoring expensive. It posted an open innovation challenge on Elevate asking for a logger that costs under ₹2,000, survives a monsoon and reports temperature breaches even without a network.',
      'Pranjal Bora and two friends from an engineering college in Guwahati had already built a breadboard prototype for a class project. Their proposal explained how the logger would store readings offline and send them in a burst when a truck reached coverage, and why they chose parts available in Guwahati rather than imported ones.',
    ],
    outcome: [
      'Selected for a funded six-week pilot on twelve refrigerated trucks.',
      'Temperature breaches detected 3 hours earlier on average than the manual checks they replaced.',
      'A ₹12 lakh contract to supply 300 loggers, and Thermotrack registered as a company.',
    ],
  },
  {
    custUrl: 'second-attempt-first-prize',
    type: 'successstory',
    subType: 'hackathon',
    title: 'Second attempt, first prize: Sanjana’s robotics comeback',
    summary: 'After an early exit the year before, Sanjana Iyer’s team won Palk Bay Robotics’ warehouse hackathon.',
    personName: 'Sanjana Iyer',
    personDesignation: 'Robotics engineer (intern)',
    organisation: 'Palk Bay Robotics',
    partnerSlug: 'palk-bay-robotics',
    quote: 'The feedback from our first attempt was blunt and specific. We fixed every point on it.',
    isFeatured: false,
    daysAgo: 60,
    status: 'published',
    paragraphs: [
      'Sanjana Iyer studies mechatronics in Coimbatore. In her second year her team entered a robotics hackathon on Elevate and was cut after the idea round. The judges’ written feedback said their path-planning approach ignored people walking through the warehouse, and that their cost estimate was a guess.',
      'A year later Palk Bay Robotics posted a hackathon on pick-and-place in crowded warehouses. Sanjana’s team started from that old feedback: they simulated people in the aisles, priced every component from Indian suppliers and kept the demo honest about what did not work yet.',
    ],
    outcome: [
      'First prize of ₹1,00,000 among 268 teams.',
      'Six-month internships at Palk Bay Robotics for two team members, with a stipend of ₹40,000 a month.',
      'Their simulation is now used in the company’s onboarding for new engineers.',
    ],
  },
  {
    custUrl: 'an-intern-from-tezpur-to-full-time',
    type: 'successstory',
    subType: 'hiring',
    title: 'From a remote internship in Tezpur to a full-time role',
    summary: 'Bikash Das found a remote internship on Elevate and was converted to a full-time cloud engineer.',
    personName: 'Bikash Das',
    personDesignation: 'Cloud engineer',
    organisation: 'Nilgiri Cloudworks',
    partnerSlug: 'nilgiri-cloudworks',
    quote: 'I worked from Tezpur the whole internship. What mattered was that my pull requests were good.',
    isFeatured: false,
    daysAgo: 75,
    status: 'published',
    paragraphs: [
      'Bikash Das was in the final year of his B.Tech in Tezpur when he decided he wanted to work on cloud infrastructure. The companies he admired were in Bengaluru and Hyderabad, and a summer there was not affordable for his family.',
      'Nilgiri Cloudworks posted a six-month remote internship on Elevate with the stipend shown and a short take-home task on writing a deployment script. Bikash’s submission was small but careful, with tests and a note on what he would do with more time.',
    ],
    outcome: [
      'Internship stipend of ₹30,000 a month, worked entirely from home.',
      'Converted to a full-time cloud engineer at ₹11 LPA after four months.',
      'Now helps review the take-home tasks of the next interns.',
    ],
  },
  {
    custUrl: 'a-mentor-a-mock-interview-and-an-offer',
    type: 'successstory',
    subType: 'saarthi',
    title: 'Three mock interviews and an offer: Harpreet’s Saarthi journey',
    summary: 'Harpreet Kaur prepared for data engineering interviews with a Saarthi mentor and cleared her first one.',
    personName: 'Harpreet Kaur',
    personDesignation: 'Data engineer',
    organisation: 'Hooghly Assure',
    partnerSlug: 'hooghly-assure',
    quote: 'The mock interviews were harder than the real ones, which is exactly what I needed.',
    isFeatured: false,
    daysAgo: 90,
    status: 'published',
    paragraphs: [
      'Harpreet Kaur finished her MCA in Ludhiana and froze in the first two interviews she got. She knew SQL and Python well, but explaining her thinking aloud to a stranger was another matter.',
      'Her Saarthi mentor, Rohan Mehta, a data engineering manager in Kolkata, suggested a simple plan: three mock interviews, each followed by written notes on what went well and what to practise. Between sessions she practised explaining one query a day to a friend.',
    ],
    outcome: [
      'Three mock interviews in six weeks, each logged as a goal in Saarthi.',
      'Cleared her next real interview at Hooghly Assure on the first attempt.',
      'Joined as a data engineer at ₹8 LPA and has since become a Saarthi mentee-buddy for new members.',
    ],
  },
  {
    custUrl: 'kaveri-analytics-hires-30-freshers',
    type: 'casestudy',
    subType: 'hiring',
    title: 'Kaveri Analytics hired 30 freshers in one season without a campus tour',
    summary:
      'How a 400-person analytics firm cut its time to hire from 52 to 19 days using Elevate jobs and assessments.',
    personName: 'Meenakshi Sundaram',
    personDesignation: 'Head of talent acquisition',
    organisation: 'Kaveri Analytics',
    partnerSlug: 'kaveri-analytics',
    quote: 'We stopped asking which college someone went to and started asking what they built.',
    isFeatured: true,
    daysAgo: 15,
    status: 'published',
    paragraphs: [
      'Kaveri Analytics builds forecasting models for agriculture and retail clients from offices in Bengaluru and Coimbatore. Every year it needs around thirty fresher analysts, and for years it visited the same eight campuses, spending about ₹18 lakh on travel and events and still missing strong candidates from smaller colleges.',
      'In 2025 the talent team moved its fresher hiring to Elevate. It posted one analyst role with the salary band shown, a forty-minute assessment built from its own interview questions, and a hiring hackathon on crop-yield forecasting to reach students who would never apply to a job post.',
    ],
    outcome: [
      '30 freshers hired from 21 colleges in 9 states, 14 of them from colleges Kaveri had never visited.',
      'Time to hire down from 52 days to 19 days.',
      'Hiring cost per fresher down by 46%, with no campus travel.',
    ],
  },
  {
    custUrl: 'narmada-power-runs-a-state-wide-hackathon',
    type: 'casestudy',
    subType: 'hackathon',
    title: 'Narmada Power Systems found its grid-analytics team through a hackathon',
    summary:
      'A state-wide hackathon brought 1,100 participants and five hires for a power utility’s new analytics team.',
    personName: 'Ajay Patel',
    personDesignation: 'Chief technology officer',
    organisation: 'Narmada Power Systems',
    partnerSlug: 'narmada-power-systems',
    quote: 'The hackathon did in ten weeks what our job ads had not done in a year.',
    isFeatured: true,
    daysAgo: 35,
    status: 'published',
    paragraphs: [
      'Narmada Power Systems supplies electricity to more than a million homes in Gujarat and Madhya Pradesh. When it set up a grid-analytics team, its job posts drew plenty of résumés but very few people who had ever worked with messy meter data.',
      'The company ran a hybrid hackathon on Elevate: an online idea round open to anyone in India, and an offline finale in Vadodara for the top fifteen teams. The problem statement used anonymised feeder data and asked teams to predict transformer failures a week ahead.',
    ],
    outcome: [
      '1,100 participants in 310 teams from 140 colleges and 60 companies.',
      'Five hires for the analytics team, including two working professionals from outside the power sector.',
      'Two of the winning models are now in a pilot on 400 transformers.',
    ],
  },
  {
    custUrl: 'vit-vellore-placements-with-elevate',
    type: 'casestudy',
    subType: 'hiring',
    title: 'A placement cell that tracks every offer in one place',
    summary:
      'How a large university’s placement cell used Elevate to run drives and track outcomes for 3,000 students.',
    personName: 'Dr. Lakshmi Narayanan',
    personDesignation: 'Director, placements',
    organisation: 'VIT Vellore',
    quote: 'For the first time we could tell a parent exactly where their child’s application stood.',
    isFeatured: false,
    daysAgo: 50,
    status: 'published',
    paragraphs: [
      'The placement cell at a large private university in Tamil Nadu handles more than three thousand final-year students and over four hundred recruiters a season. Until 2024 it tracked drives in spreadsheets shared over mail, and students often learned they had been rejected only when a friend was called for an interview.',
      'The cell moved its drives to Elevate: companies post roles through the employer console, students apply with one profile, and every status change reaches the student directly. The cell sees the whole season on one screen and can nudge recruiters who leave applicants waiting.',
    ],
    outcome: [
      'Average wait for an answer after applying down from 23 days to 6.',
      'Offers tracked for 100% of students, up from an estimated 70%.',
      'Recruiters from 60 new companies, many of them start-ups that never ran campus drives before.',
    ],
  },
  {
    custUrl: 'chambal-agritech-open-innovation',
    type: 'casestudy',
    subType: 'openinnovation',
    title: 'Chambal Agritech crowd-sourced a soil test that farmers can afford',
    summary: 'An open innovation challenge brought a ₹150 soil test from a team of students and a start-up in Indore.',
    personName: 'Sunita Chauhan',
    personDesignation: 'Head of research',
    organisation: 'Chambal Agritech',
    partnerSlug: 'chambal-agritech',
    quote: 'Our lab had worked on this for two years. Outside eyes got us there in four months.',
    isFeatured: false,
    daysAgo: 70,
    status: 'published',
    paragraphs: [
      'Chambal Agritech advises about 80,000 farmers in Madhya Pradesh and Rajasthan. A lab soil test costs farmers around ₹800 and takes two weeks, so most never test at all. The company’s own research team had been trying to build a cheaper field test for two years.',
      'It opened the problem to everyone through an Elevate open innovation challenge, sharing its lab results for 2,000 samples and a clear target: a test under ₹200 that a field worker can run in twenty minutes.',
    ],
    outcome: [
      '94 proposals from students, researchers and start-ups in 17 states.',
      'The winning colour-strip test, from a student team and an Indore start-up, costs ₹150 and agrees with lab results 88% of the time.',
      '12,000 farmers tested in the first kharif season after the pilot.',
    ],
  },
  {
    custUrl: 'draft-story-tapti-weaves',
    type: 'casestudy',
    subType: 'hiring',
    title: 'Tapti Weaves builds a design team in Surat (draft)',
    summary: 'A textile company hires its first in-house designers. Being written with the customer.',
    personName: 'Kiran Desai',
    personDesignation: 'Managing director',
    organisation: 'Tapti Weaves',
    partnerSlug: 'tapti-weaves',
    quote: 'To be confirmed with the customer.',
    isFeatured: false,
    daysAgo: 2,
    status: 'draft',
    paragraphs: [
      'Tapti Weaves has made sarees and dress material in Surat for three generations. In 2025 it decided to hire its first in-house designers instead of buying designs from agencies.',
      'This story is still being written with the customer and will be published once they approve the numbers.',
    ],
    outcome: ['Numbers to be confirmed with the customer.'],
  },
];
