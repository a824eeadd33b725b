import type { SitePageKey } from './content.constants.ts';

/**
 * The words each marketing page shows until an admin edits it (GET common?pageKey answers these with
 * updatedAt null). Taken from the pages as first written; the saarthi pages' words are new. Section bodies
 * are rich text in the sanitiser's allow-list (p, ul, li, strong, em, a).
 */
export interface SitePageDefault {
  title: string;
  headline: string;
  intro: string;
  sections: Array<{ heading: string; bodyHtml: string }>;
}

const p = (...paras: string[]) => paras.map((x) => `<p>${x}</p>`).join('');
const ul = (...items: string[]) => `<ul>${items.map((x) => `<li>${x}</li>`).join('')}</ul>`;

export const SITE_PAGE_DEFAULTS: Record<SitePageKey, SitePageDefault> = {
  home: {
    title: "Jobs, internships and hackathons for India's talent",
    headline: 'Find your first job, win your next hackathon, and grow with mentors who have done it.',
    intro:
      'Elevate brings internships, fresher roles, hackathons and Saarthi mentoring into one place, with salaries shown up front and every application tracked from Applied to Offer.',
    sections: [
      {
        heading: 'Build one profile',
        bodyHtml: p(
          'Add your education, projects and resume once. Every application and hackathon registration uses it, so you never fill the same form twice.',
        ),
      },
      {
        heading: 'Apply and compete',
        bodyHtml: p(
          'Apply to roles in one click, or form a team for a hackathon and submit your idea and prototype through each round.',
        ),
      },
      {
        heading: 'Track every step',
        bodyHtml: p(
          'See when a recruiter shortlists you, schedules an interview or shares feedback, in your dashboard and in your inbox.',
        ),
      },
    ],
  },
  aboutus: {
    title: 'About us',
    headline: "We help India's students and professionals get hired for what they can do",
    intro:
      'Elevate brings jobs, internships, hackathons and mentoring together in one place, so a student in any town can find an opportunity, prove their skills and land the role — and so companies and colleges can find them.',
    sections: [
      {
        heading: 'Our mission',
        bodyHtml: p(
          'Every year millions of young Indians finish college or start looking for their next role. Most of them never hear back from the companies they apply to. Our mission is to make skill, not pedigree or postcode, decide who gets the opportunity — and to make sure every applicant gets an answer.',
        ),
      },
      {
        heading: 'Our story',
        bodyHtml: p(
          'Elevate started in 2021 in a shared office above a bakery in Koramangala, Bengaluru. Our founders had spent years on both sides of campus hiring: one running placements at a college in Mysuru, the other building hiring tools for start-ups. They kept seeing the same problem. Talented students outside the big cities were invisible, and companies were drowning in résumés that told them nothing.',
          'Our first product was a weekend hackathon for 300 students from 12 colleges in Karnataka. Three companies hired 41 of them on the strength of what they built. That idea — let people show their work, then help employers act on it — still shapes everything we make.',
          'Today Elevate runs job boards, hackathons, assessments, open innovation challenges and the Saarthi mentoring programme for students, freshers and professionals across India, from our home in Shivajinagar, Bengaluru.',
        ),
      },
    ],
  },
  customers: {
    title: 'Customers',
    headline: 'Companies and colleges across India hire and host on Elevate',
    intro:
      'From 20-person start-ups to manufacturers with thousands of employees, and from metro universities to colleges in smaller towns — here is what they achieved.',
    sections: [
      { heading: 'Customer stories', bodyHtml: p('Real outcomes, measured over one hiring season or more.') },
      { heading: 'Who uses Elevate', bodyHtml: p('Six kinds of organisations, one platform.') },
    ],
  },
  hiring: {
    title: 'Hiring solutions',
    headline: 'Hire freshers, interns and experienced talent from every corner of India',
    intro:
      'Campus drives, internships, lateral roles, assessments and hiring hackathons — all from one console, with every applicant ranked by what they can actually do.',
    sections: [
      { heading: 'Hiring solutions', bodyHtml: p('Use one, or combine them into a single hiring plan for the year.') },
      {
        heading: 'Post a job',
        bodyHtml: p('Jobs and internships are posted from the Elevate employer console. Here is how to get one.'),
      },
    ],
  },
  hackathon: {
    title: 'Host a hackathon',
    headline: 'Run a hackathon that finds ideas and people worth hiring',
    intro:
      'Online, offline or hybrid; one phase or three; teams or solo. Elevate takes care of everything from registration to certificates, so you can focus on the problem you want solved.',
    sections: [
      { heading: 'Pick a format', bodyHtml: p('Every hackathon on Elevate is built from a few simple choices.') },
      { heading: 'What Elevate handles', bodyHtml: p('One place for participants, judges and your team.') },
      {
        heading: 'A typical timeline',
        bodyHtml: p('Nine weeks from first call to results. We can run a sprint in four if you need it sooner.'),
      },
    ],
  },
  employer: {
    title: 'For employers',
    headline: 'Find, test and hire the talent you need — and help your students get hired',
    intro:
      'Elevate gives companies one place to hire freshers, interns and professionals, run hackathons and solve problems with open innovation — and gives colleges the tools to place their students.',
    sections: [
      {
        heading: 'For companies',
        bodyHtml: p('Everything you need to build an early-career and specialist talent pipeline.'),
      },
    ],
  },
  lifeatwue: {
    title: 'Life at Elevate',
    headline: 'Do the most meaningful work of your career, helping others start theirs',
    intro:
      "We are about 90 people building the place where India's students and professionals find their next step. Here is what it is like to work with us.",
    sections: [
      {
        heading: 'How we work',
        bodyHtml: ul(
          'Hybrid by default: three days a week in our Bengaluru, Pune or Guwahati offices, two from wherever you like.',
          'Six-week cycles with a two-week cool-down to fix, tidy up, learn and explore.',
          'No meetings on Wednesday afternoons, so there is always time for deep work.',
          'Releases every weekday, with small changes, code review and automated tests.',
          'Internal hackathons twice a year — several of our features started as hackathon projects.',
        ),
      },
      {
        heading: "We're hiring",
        bodyHtml: p(
          'We hire for skill and curiosity, not for a college name. If a role fits, write to us — a person reads every email.',
        ),
      },
    ],
  },
  saarthi: {
    title: 'Saarthi mentoring',
    headline: 'Grow faster with a mentor who has walked the road before you',
    intro:
      'Saarthi pairs students and early-career professionals with experienced engineers, designers, analysts and founders from across India for free one-to-one mentoring — on careers, interviews, projects and the choices in between.',
    sections: [
      {
        heading: 'How Saarthi works',
        bodyHtml: ul(
          '<strong>Find a mentor</strong> by skill, industry, company or the language you are most comfortable in.',
          '<strong>Send a request</strong> saying what you want help with; most mentors answer within two days.',
          '<strong>Book sessions</strong> in the slots your mentor opens, with a calendar invite and a reminder.',
          '<strong>Set goals together</strong> and track them, so every conversation moves you forward.',
        ),
      },
      {
        heading: 'Who it is for',
        bodyHtml: p(
          'Final-year students preparing for placements, freshers in their first role, and professionals thinking about a switch. You need an Elevate profile, a clear question and an hour a fortnight.',
        ),
      },
      {
        heading: 'Free, and built on trust',
        bodyHtml: p(
          'Saarthi mentors give their time for free. We ask mentees to turn up on time, come prepared and share honest feedback after each session.',
        ),
      },
    ],
  },
  becomeasaarthi: {
    title: 'Become a Saarthi',
    headline: 'Give an hour a fortnight and change the course of someone’s career',
    intro:
      'Thousands of capable students never meet anyone who works where they want to work. As a Saarthi you answer their questions, review their work and open doors — on your own schedule, from anywhere in India.',
    sections: [
      {
        heading: 'What a Saarthi does',
        bodyHtml: ul(
          'Accepts the mentees whose goals match what you know.',
          'Opens session slots that suit you; mentees book them and get an invite.',
          'Helps with résumés, mock interviews, project reviews and career choices.',
          'Shares a short note after each session so progress is never lost.',
        ),
      },
      {
        heading: 'Who can apply',
        bodyHtml: p(
          'Professionals with at least two years of experience in technology, design, data, product or business, and founders of any stage. Tell us about your work and the topics you enjoy; our team reviews every application within a week.',
        ),
      },
      {
        heading: 'What you get',
        bodyHtml: p(
          'A verified Saarthi badge on your profile, invitations to judge Elevate hackathons, and the satisfaction of watching your mentees land roles they once thought were out of reach.',
        ),
      },
    ],
  },
};
