import Box from '@mui/material/Box';
import { CONTACT_DETAILS } from '@/app/shell/footer';
import { PageHero, Section } from '@/components/page-section';
import { usePageTitle } from '@/components/use-page-title';
import { grievanceLink, LegalDocument, LEGAL_LAST_UPDATED, type Clause } from './legal-document';

const CLAUSES: Clause[] = [
  {
    id: 'who-we-are',
    title: '1. Who we are',
    blocks: [
      {
        p: `Elevate is operated by ${CONTACT_DETAILS.name}, a company incorporated in India with its registered office at ${CONTACT_DETAILS.address.join(', ')} ("Elevate", "we", "us"). For the personal data described in this policy, we are the Data Fiduciary under the Digital Personal Data Protection Act, 2023 (the "DPDP Act") and the Digital Personal Data Protection Rules, 2025.`,
      },
      {
        p: 'This policy applies to the Elevate website, our mobile experiences, and the emails, messages and services connected with them. It explains what personal data we collect, why, who we share it with, how long we keep it and the rights you have. Please read it with our terms and conditions.',
      },
    ],
  },
  {
    id: 'data-we-collect',
    title: '2. Personal data we collect',
    blocks: [
      { p: 'We collect only what we need to run Elevate for you:' },
      {
        ul: [
          <>
            <strong>Account details:</strong> your name, email address, mobile number, whether you are a student or a
            professional, and your password (stored only in hashed form).
          </>,
          <>
            <strong>Profile details:</strong> education, work experience, skills, projects, résumé, cover letter, photo,
            current city and state, languages, social profile links and, only if you choose to add them, date of birth,
            gender and marital status.
          </>,
          <>
            <strong>Verification and payout documents:</strong> your PAN or a government ID, only when needed to verify
            you or to pay a hackathon prize, stipend or reward.
          </>,
          <>
            <strong>Activity on Elevate:</strong> jobs you apply to and their status, hackathons you register for, your
            team, your idea and solution submissions and their scores, referrals, blog reactions and messages you send
            us.
          </>,
          <>
            <strong>Payment records:</strong> where a hackathon or service has a fee, our payment partner processes your
            payment. We receive the transaction reference, amount and status — never your card number, UPI PIN or
            net-banking password.
          </>,
          <>
            <strong>Device and usage data:</strong> IP address, browser and device type, pages visited, and cookies that
            keep you signed in and help us understand how Elevate is used.
          </>,
          <>
            <strong>Data from others:</strong> employers who update your application status or give feedback, partner
            colleges that confirm your enrolment or placement, a friend who refers you (your name and email), and
            sign-in providers you choose to use (your name, email and profile photo).
          </>,
        ],
      },
      {
        p: 'If you contact us on behalf of a company or institute, we collect your name, work email, phone number, organisation and message.',
      },
    ],
  },
  {
    id: 'why-we-use-it',
    title: '3. Why we use your personal data',
    blocks: [
      {
        p: 'We process personal data on the basis of your consent, which you give when you sign up or when you choose to share something, and for the legitimate uses permitted by section 7 of the DPDP Act, such as when you voluntarily provide data for a specific purpose or when the law requires it. We use it to:',
      },
      {
        ul: [
          'create and secure your account, and keep you signed in;',
          'show you jobs, internships, hackathons and mentors that match your profile, and calculate your profile strength;',
          'send your application to the employer you apply to, and your registration and submissions to the hackathon host you join;',
          'run assessments and hackathon judging fairly, including checks for plagiarism and cheating;',
          'pay prizes and rewards, and meet our tax and accounting obligations;',
          'send you service messages, and — only if you opt in — job alerts and newsletters, which you can switch off at any time;',
          'respond to your questions, complaints and requests;',
          'keep Elevate safe: detect fake employers, spam, fraud and misuse;',
          'understand, in aggregated form, how Elevate is used so we can improve it; and',
          'comply with Indian law and with lawful requests from authorities.',
        ],
      },
      { p: 'We do not sell your personal data, and we do not use it for advertising by third parties.' },
    ],
  },
  {
    id: 'sharing',
    title: '4. Who we share it with',
    blocks: [
      {
        ul: [
          <>
            <strong>Employers</strong> you apply to see your profile, résumé, answers and assessment scores for that
            job. They must use this data only to consider you for the role.
          </>,
          <>
            <strong>Hackathon hosts and judges</strong> see your registration details, team and submissions for the
            hackathon you join, and, if you opt in to hiring, your profile.
          </>,
          <>
            <strong>Your college</strong>, if it is an Elevate partner, sees your applications and placement outcomes
            for drives it runs, to support your placement.
          </>,
          <>
            <strong>Saarthi mentors</strong> see what you choose to share with them.
          </>,
          <>
            <strong>Service providers</strong> who process data for us as Data Processors, under contract and only on
            our instructions: cloud hosting, email and SMS delivery, payment processing, assessment proctoring and
            customer support tools.
          </>,
          <>
            <strong>Authorities</strong>, when the law requires it or to protect the rights, safety or property of our
            users or of Elevate.
          </>,
        ],
      },
      {
        p: 'If Elevate is involved in a merger or acquisition, personal data may pass to the new owner, who must continue to protect it as this policy describes.',
      },
    ],
  },
  {
    id: 'storage',
    title: '5. Where we store it and how we protect it',
    blocks: [
      {
        p: 'We store personal data on servers located in India. Where a service provider processes data outside India, we do so only as permitted under section 16 of the DPDP Act and with contractual safeguards.',
      },
      {
        p: 'We protect personal data with encryption in transit and at rest, hashed passwords, role-based access for our staff, logging and monitoring, and regular security reviews. If a personal data breach occurs, we will inform the Data Protection Board of India and the people affected, as the law requires, and tell you what we are doing about it.',
      },
    ],
  },
  {
    id: 'retention',
    title: '6. How long we keep it',
    blocks: [
      {
        ul: [
          'Account and profile data: for as long as your account is open. If you delete your account, we erase your profile within 30 days.',
          'Inactive accounts: if you do not sign in for three years, we will email you, and erase the account 48 hours later unless you sign in.',
          'Applications and hackathon submissions: for as long as your account is open, so you can see your history. Copies already shared with an employer or host are held by them under their own policies.',
          'Security and access logs: for one year, as Indian law requires.',
          'Payment and tax records: for eight years, as required by the Companies Act, 2013 and tax laws.',
          'Backups: overwritten within 90 days of deletion from our live systems.',
        ],
      },
    ],
  },
  {
    id: 'your-rights',
    title: '7. Your rights',
    blocks: [
      { p: 'Under the DPDP Act you have the right to:' },
      {
        ul: [
          'get a summary of the personal data we hold about you and how we process it, and the identities of those we have shared it with;',
          'correct, complete or update inaccurate or incomplete data;',
          'have your data erased when it is no longer needed, unless the law requires us to keep it;',
          'withdraw your consent at any time — as easily as you gave it — although this will not affect processing already done;',
          'have your grievances addressed by us; and',
          'nominate another person to exercise these rights for you in the event of your death or incapacity.',
        ],
      },
      {
        p: (
          <>
            You can update most of your data and notification choices yourself in Manage Profile and Settings. For
            anything else, email {grievanceLink} from your registered email address. We respond within 15 days.
          </>
        ),
      },
      {
        p: 'The DPDP Act also asks you to provide accurate information, not to impersonate anyone and not to file false or frivolous complaints.',
      },
    ],
  },
  {
    id: 'children',
    title: '8. Children',
    blocks: [
      {
        p: 'Many of our users are students, and some are under 18. Under the DPDP Act a person under 18 is a child. If you are under 18, you may use Elevate only with the verifiable consent of a parent or lawful guardian, and we will ask for that consent before we process your personal data. We do not track or monitor the behaviour of children or show them targeted advertising.',
      },
    ],
  },
  {
    id: 'cookies',
    title: '9. Cookies',
    blocks: [
      {
        p: 'We use essential cookies and browser storage to keep you signed in, remember your settings, such as light or dark mode, and protect your account. With your consent, we also use analytics cookies to understand which pages are useful. You can clear or block cookies in your browser, but parts of Elevate may then stop working.',
      },
    ],
  },
  {
    id: 'changes',
    title: '10. Changes to this policy',
    blocks: [
      {
        p: 'We will update this policy when our services or the law change. If a change is significant, we will tell you by email or on Elevate before it takes effect, and ask for fresh consent where the law requires it. The date at the top shows when it was last updated.',
      },
    ],
  },
  {
    id: 'grievance-officer',
    title: '11. Grievance Officer and contact',
    blocks: [
      {
        p: 'If you have a question, a request or a complaint about your personal data, contact our Grievance Officer:',
      },
      {
        p: (
          <Box component="address" sx={{ fontStyle: 'normal', lineHeight: 1.8 }}>
            Grievance Officer, {CONTACT_DETAILS.name}
            <br />
            {CONTACT_DETAILS.address.join(', ')}
            <br />
            Email: {grievanceLink}
          </Box>
        ),
      },
      {
        p: 'We acknowledge every complaint within 24 hours and resolve it within 15 days. If you are not satisfied with our response, you may complain to the Data Protection Board of India.',
      },
    ],
  },
];

export const PrivacyPage = () => {
  usePageTitle('Privacy policy');

  return (
    <>
      <PageHero eyebrow="Legal" title="Privacy policy">
        <Box component="span" sx={{ display: 'block', fontWeight: 600, color: 'text.primary', mb: 1 }}>
          Last updated: {LEGAL_LAST_UPDATED}
        </Box>
        Your career data is personal. This policy explains, in plain language, how Elevate collects, uses, shares and
        protects it, and the rights you have under the Digital Personal Data Protection Act, 2023.
      </PageHero>
      <Section>
        <LegalDocument clauses={CLAUSES} />
      </Section>
    </>
  );
};

export default PrivacyPage;
