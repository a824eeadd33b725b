import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { CONTACT_DETAILS } from '@/app/shell/footer';
import { PageHero, Section } from '@/components/page-section';
import { usePageTitle } from '@/components/use-page-title';
import { GRIEVANCE_EMAIL, LegalDocument, LEGAL_LAST_UPDATED, type Clause } from './legal-document';

const CLAUSES: Clause[] = [
  {
    id: 'about-these-terms',
    title: '1. About these terms',
    blocks: [
      {
        p: `These terms are an agreement between you and ${CONTACT_DETAILS.name} ("Elevate", "we", "us"), a company incorporated in India. They apply whenever you use the Elevate website, apps and services. By creating an account or using Elevate, you accept these terms and our privacy policy. If you do not agree, please do not use Elevate.`,
      },
      {
        p: 'Some hackathons, challenges and employer programmes have their own rules. Those rules apply in addition to these terms; if they conflict on a matter specific to that event or programme, the event’s rules prevail.',
      },
    ],
  },
  {
    id: 'eligibility',
    title: '2. Eligibility',
    blocks: [
      {
        ul: [
          'You must be at least 16 years old to use Elevate. If you are under 18, you may use Elevate only with the verifiable consent of a parent or lawful guardian, who accepts these terms on your behalf.',
          'If you use Elevate for a company, college or other organisation, you confirm that the organisation is lawfully registered and that you are authorised to act for it. The organisation is then bound by these terms.',
          'You may not use Elevate if we have previously suspended your account, or if the law prevents you from doing so.',
        ],
      },
    ],
  },
  {
    id: 'accounts',
    title: '3. Your account',
    blocks: [
      {
        ul: [
          'Give accurate, current information and keep it up to date. One person may hold only one personal account.',
          'Keep your password secret. You are responsible for everything done through your account.',
          <>
            Tell us at once at <Link href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</Link> if you
            believe someone else has used your account.
          </>,
          'We may ask you to verify your email address, mobile number or identity, and may limit features until you do.',
        ],
      },
    ],
  },
  {
    id: 'using-elevate',
    title: '4. Applying for jobs and internships',
    blocks: [
      {
        p: 'Elevate connects you with employers; we are not your employer and we do not guarantee interviews, offers or joining. Each employer decides whom to shortlist and hire, and is responsible for the accuracy of its listings and the conduct of its hiring.',
      },
      {
        p: 'Applying through Elevate is free. No one may charge you a fee for a job or internship listed on Elevate. If anyone asks you for money in Elevate’s name or in connection with a listing, do not pay, and report it to us.',
      },
    ],
  },
  {
    id: 'user-content',
    title: '5. Your content',
    blocks: [
      {
        p: 'You own what you create and upload — your profile, résumé, projects, hackathon submissions, comments and messages ("your content"). You give Elevate a non-exclusive, royalty-free, worldwide licence to host, store, copy, display and share your content only as needed to run Elevate, for example to send your application to an employer or your submission to hackathon judges. This licence ends when you delete your content or your account, except for copies already shared with others under these terms.',
      },
      {
        p: 'You confirm that your content is accurate, that you have the right to share it, and that it does not infringe anyone else’s rights or break the law. We may remove content that breaks these terms.',
      },
    ],
  },
  {
    id: 'hackathons',
    title: '6. Hackathon participation rules',
    blocks: [
      {
        ul: [
          'Eligibility, team size, phases, deadlines, judging criteria and prizes are set by the host and shown on the hackathon page. By registering, you accept them.',
          'You may join only one team per hackathon. Every team member listed must have contributed to the work, and the team leader is responsible for submissions.',
          'Submissions must be your team’s original work, created during the hackathon unless the rules say otherwise. You may use open-source code, libraries and AI tools if you follow their licences, credit them in your submission and the host’s rules allow them.',
          'Submission windows close automatically at the stated deadline (Indian Standard Time). Late submissions cannot be accepted.',
          'Judges appointed by the host score submissions against the published criteria. Their decisions on results are final.',
          'We or the host may disqualify participants or teams for plagiarism, cheating, using multiple accounts, misrepresenting identity or eligibility, or harassing others, and may withdraw any prize or certificate already awarded.',
          'You keep ownership of your submission unless the hackathon rules clearly state a licence or transfer of rights to the host before registration opens.',
          'Prizes are paid by the party named on the hackathon page. Winners may be asked for PAN, bank and identity details. Prizes are subject to applicable taxes, including tax deducted at source, and may be forfeited if the details are not provided within 60 days of the results.',
        ],
      },
    ],
  },
  {
    id: 'employers',
    title: '7. Employer and host obligations',
    blocks: [
      {
        p: 'If you post jobs or internships, run assessments or host a hackathon or challenge on Elevate, you also agree to:',
      },
      {
        ul: [
          'provide accurate information about your organisation and complete our verification;',
          'post only genuine, currently open roles, with accurate details of the role, location, experience needed, and salary or stipend where shown;',
          'never charge candidates or participants any fee to apply, interview or join;',
          'follow applicable labour and employment laws, and not discriminate on grounds such as religion, caste, sex, gender identity, disability, place of birth or marital status;',
          'use candidate and participant data only for the recruitment or event it was shared for, comply with the Digital Personal Data Protection Act, 2023 as a Data Fiduciary in your own right, and delete it when no longer needed;',
          'update application statuses and respond to applicants within a reasonable time; and',
          'publish clear hackathon rules, judge fairly, and deliver announced prizes within 30 days of the results.',
        ],
      },
      {
        p: 'Paid services for organisations are governed by the order form or agreement you sign with us, together with these terms.',
      },
    ],
  },
  {
    id: 'prohibited-conduct',
    title: '8. Prohibited conduct',
    blocks: [
      { p: 'You must not:' },
      {
        ul: [
          'impersonate anyone, create fake profiles, or post fake jobs, reviews or testimonials;',
          'harass, threaten, abuse or discriminate against anyone, or post obscene, hateful or unlawful content;',
          'scrape, crawl or bulk-download data from Elevate, or use it to build a competing database;',
          'send spam or unsolicited messages, or collect other users’ contact details for marketing;',
          'upload malware, probe our systems for vulnerabilities without written permission, or disrupt the service;',
          'cheat on assessments, share assessment questions, or help others cheat; or',
          'use Elevate for any activity that breaks Indian law, including the Information Technology Act, 2000.',
        ],
      },
      {
        p: (
          <>
            Found a security issue? Tell us responsibly at{' '}
            <Link href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</Link> and we will work with you to
            fix it.
          </>
        ),
      },
    ],
  },
  {
    id: 'fees',
    title: '9. Fees and payments',
    blocks: [
      {
        p: 'Creating an account, building a profile and applying for jobs are free. Some hackathons, programmes or services may carry a fee, which is always shown, with taxes including GST, before you pay. Payments are processed by our payment partner. Refunds follow the policy shown for that event or service; where none is shown, fees are refundable only if the event is cancelled.',
      },
    ],
  },
  {
    id: 'our-ip',
    title: '10. Elevate’s content and brand',
    blocks: [
      {
        p: (
          <>
            The Elevate name, logo, software, design and content that we create belong to us or our licensors. We give
            you a limited, personal, non-transferable right to use Elevate under these terms. To use our name or logo,
            follow our{' '}
            <Link component={RouterLink} to="/brand-guidelines">
              brand guidelines
            </Link>
            .
          </>
        ),
      },
    ],
  },
  {
    id: 'termination',
    title: '11. Suspension and closing your account',
    blocks: [
      {
        p: 'You may close your account at any time from Settings. We may suspend or close an account, remove content or listings, or restrict access if we reasonably believe these terms or the law have been broken, or to protect other users. Where we can, we will tell you why and give you a chance to respond.',
      },
    ],
  },
  {
    id: 'liability',
    title: '12. Disclaimers and limitation of liability',
    blocks: [
      {
        p: 'We work hard to keep Elevate accurate, safe and available, but we provide it "as is" and cannot promise that it will always be error-free or uninterrupted. We verify employers, but we cannot check every detail of every listing or guarantee the outcome of any application, hackathon or mentoring session.',
      },
      {
        p: 'To the extent the law allows, Elevate is not liable for indirect or consequential losses, such as loss of opportunity, profit or data, or for the acts of employers, hosts, mentors or other users. Our total liability to you for any claim is limited to the greater of the amount you paid us in the 12 months before the claim and ₹5,000. Nothing in these terms limits liability that cannot be limited under Indian law.',
      },
      {
        p: 'You agree to compensate Elevate for losses arising from your breach of these terms or your misuse of Elevate.',
      },
    ],
  },
  {
    id: 'grievances',
    title: '13. Grievance Officer',
    blocks: [
      {
        p: (
          <>
            Elevate is an intermediary under the Information Technology Act, 2000. Complaints about content, listings,
            other users or these terms can be sent to our Grievance Officer at{' '}
            <Link href={`mailto:${GRIEVANCE_EMAIL}`}>{GRIEVANCE_EMAIL}</Link> or by post to{' '}
            {CONTACT_DETAILS.address.join(', ')}. We acknowledge complaints within 24 hours and resolve them within 15
            days, as the Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021
            require.
          </>
        ),
      },
    ],
  },
  {
    id: 'changes',
    title: '14. Changes to these terms',
    blocks: [
      {
        p: 'We may update these terms as Elevate or the law changes. We will tell you about significant changes by email or on Elevate at least 15 days before they take effect. If you keep using Elevate after that, the updated terms apply.',
      },
    ],
  },
  {
    id: 'governing-law',
    title: '15. Governing law and disputes',
    blocks: [
      {
        p: 'These terms are governed by the laws of India. If you have a dispute with us, please write to us first; most issues are resolved within 30 days. Any dispute that cannot be resolved this way is subject to the exclusive jurisdiction of the courts at Bengaluru, Karnataka.',
      },
    ],
  },
  {
    id: 'contact',
    title: '16. Contact',
    blocks: [
      {
        p: (
          <>
            Questions about these terms? Write to{' '}
            <Link href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</Link> or visit our{' '}
            <Link component={RouterLink} to="/contactus">
              contact page
            </Link>
            .
          </>
        ),
      },
    ],
  },
];

export const TermsPage = () => {
  usePageTitle('Terms and conditions');

  return (
    <>
      <PageHero eyebrow="Legal" title="Terms and conditions">
        <Box component="span" sx={{ display: 'block', fontWeight: 600, color: 'text.primary', mb: 1 }}>
          Last updated: {LEGAL_LAST_UPDATED}
        </Box>
        The rules for using Elevate — for candidates, hackathon participants, employers and hosts. We have kept them as
        short and plain as we can.
      </PageHero>
      <Section>
        <LegalDocument clauses={CLAUSES} />
      </Section>
    </>
  );
};

export default TermsPage;
