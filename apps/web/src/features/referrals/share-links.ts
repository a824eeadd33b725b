/** What a friend receives when a referrer shares: who we are, the code and the link that opens sign-up. */
export const shareMessage = (code: string) =>
  `Join me on Elevate: jobs, internships, hackathons and mentoring in one free account. Sign up with my referral code ${code}.`;

export interface ShareTarget {
  name: 'WhatsApp' | 'LinkedIn' | 'X' | 'Email';
  href: string;
}

/** The apps' own share addresses (intent URLs): they open the app or its site with the message filled in. */
export const shareTargets = (code: string, link: string): ShareTarget[] => {
  const text = shareMessage(code);
  const enc = encodeURIComponent;
  return [
    { name: 'WhatsApp', href: `https://wa.me/?text=${enc(`${text} ${link}`)}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${enc(link)}` },
    { name: 'X', href: `https://x.com/intent/tweet?text=${enc(text)}&url=${enc(link)}` },
    {
      name: 'Email',
      href: `mailto:?subject=${enc('Join me on Elevate')}&body=${enc(`${text}\n\n${link}`)}`,
    },
  ];
};
