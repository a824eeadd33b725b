import { layout, type LabelledResume } from './labelled-resume.ts';

/** Resumes that test the edges: scanned pages, long two-page histories, diplomas and research students. */
export const MIXED: LabelledResume[] = [
  {
    spec: {
      id: 'nikhil-rao-electrical',
      name: 'Nikhil Rao',
      email: 'nikhil.rao.eee@gmail.com',
      phone: '9449876501',
      links: ['github.com/nikhilrao-eee'],
      location: 'Mangaluru, Karnataka',
      sections: [
        {
          kind: 'education',
          heading: 'Education',
          entries: [
            {
              degree: 'B.E.',
              field: 'Electrical and Electronics Engineering',
              institution: 'NMAM Institute of Technology, Nitte',
              years: '2021 – 2025',
              grade: 'CGPA: 8.8/10',
            },
          ],
        },
        {
          kind: 'projects',
          heading: 'Projects',
          entries: [
            {
              name: 'Smart energy meter with theft alerts',
              tech: 'ESP32, C, MQTT',
              bullets: [
                'Reads current and voltage sensors over I2C/SPI and sends readings over MQTT every 10 s.',
                'Firmware in C with FreeRTOS tasks for sampling and Wi-Fi.',
              ],
            },
            {
              name: 'Line-following robot for the IEEE robotics contest',
              tech: 'Arduino, C++',
              bullets: ['PID control on an ATmega328 microcontroller; third place of 42 teams.'],
            },
          ],
        },
        {
          kind: 'skills',
          heading: 'Technical Skills',
          style: 'list',
          lines: [
            'Embedded: C, C++, Arduino, ESP32, Microcontrollers, RTOS, I2C/SPI, UART',
            'Tools: MATLAB, Simulink, Proteus, KiCad',
          ],
        },
        {
          kind: 'work',
          heading: 'Internship',
          entries: [
            {
              title: 'Embedded Intern',
              company: 'Bosch Global Software Technologies',
              dates: 'Jan 2025 – Apr 2025',
              location: 'Bengaluru',
              bullets: ['Unit tests for a CAN gateway module in C; documented test cases in the team wiki.'],
            },
          ],
        },
      ],
      layout: layout('title-bold', 'Times', { columns: 2 }),
    },
    labels: {
      name: 'Nikhil Rao',
      email: 'nikhil.rao.eee@gmail.com',
      phone: '+919449876501',
      skills: [
        'C',
        'C++',
        'Arduino',
        'ESP32',
        'Microcontrollers',
        'RTOS',
        'FreeRTOS',
        'I2C/SPI',
        'UART',
        'MATLAB',
        'Simulink',
        'Proteus',
        'KiCad',
        'MQTT',
        'CAN',
        'Firmware Development',
        'Unit Testing',
      ],
      degree: 'B.E.',
      expectedJobs: ['Embedded Systems Engineer'],
    },
  },
  {
    spec: {
      id: 'shreya-pillai-research',
      name: 'Shreya Pillai',
      email: 'shreya.pillai@iisermohali.ac.in',
      phone: '+91 79073 41265',
      links: ['github.com/shreyapillai'],
      location: 'Mohali, Punjab',
      sections: [
        {
          kind: 'summary',
          heading: 'Research Interests',
          text: 'Computational physics, numerical methods for climate models and data analysis of large simulations.',
        },
        {
          kind: 'education',
          heading: 'Education',
          entries: [
            {
              degree: 'BS-MS (Dual Degree)',
              field: 'Physics',
              institution: 'Indian Institute of Science Education and Research, Mohali',
              years: '2021 – 2026',
              grade: 'CPI 8.7',
            },
          ],
        },
        {
          kind: 'work',
          heading: 'Research Experience',
          entries: [
            {
              title: 'Summer Research Fellow',
              company: 'Indian Institute of Tropical Meteorology',
              dates: 'May 2024 – Jul 2024',
              location: 'Pune',
              bullets: [
                'Data Analysis of monsoon simulations in Python; wrote a Literature Review of 30 papers on convective schemes.',
                'Ported a MATLAB regridding script to Python and made it 6x faster.',
              ],
            },
          ],
        },
        {
          kind: 'skills',
          heading: 'Skills',
          style: 'list',
          lines: ['Python, MATLAB, NumPy, LaTeX, Technical Writing, Data Analysis, Literature Review, Linux'],
        },
        {
          kind: 'free',
          heading: 'Scholarships',
          bullets: true,
          lines: ['INSPIRE-SHE scholarship, DST (2021–2026)', 'KVPY Fellow (SA stream), 2020'],
        },
      ],
      layout: layout('caps-bold', 'Times'),
    },
    labels: {
      name: 'Shreya Pillai',
      email: 'shreya.pillai@iisermohali.ac.in',
      phone: '+917907341265',
      skills: [
        'Python',
        'MATLAB',
        'NumPy',
        'LaTeX',
        'Technical Writing',
        'Data Analysis',
        'Literature Review',
        'Linux',
      ],
      degree: 'BS-MS',
      expectedJobs: ['Research Intern', 'Data Analyst'],
    },
  },
  {
    spec: {
      id: 'gaurav-jain-accounts-fresher',
      name: 'Gaurav Jain',
      email: 'gauravjain2003@gmail.com',
      phone: '098290 31456',
      links: [],
      location: 'Udaipur, Rajasthan',
      sections: [
        {
          kind: 'summary',
          heading: 'Career Objective',
          text: 'Commerce graduate looking for an accounts or finance internship to learn bookkeeping, GST and reporting in a real company.',
        },
        {
          kind: 'education',
          heading: 'Educational Qualifications',
          entries: [
            {
              degree: 'B.Com',
              institution: 'Mohanlal Sukhadia University, Udaipur',
              years: '2021 – 2024',
              grade: '72.4%',
            },
            {
              degree: 'Senior Secondary (XII), Commerce',
              institution: 'RBSE, Udaipur',
              years: '2021',
              grade: '85%',
            },
          ],
        },
        {
          kind: 'skills',
          heading: 'Skills',
          style: 'bullets',
          lines: ['Tally ERP 9 / Tally Prime', 'GST filing basics', 'MS Excel (VLOOKUP, pivot tables)', 'Accounting'],
        },
        {
          kind: 'certifications',
          heading: 'Courses',
          items: [
            'Certificate in Computerised Accounting with Tally (NIIT, 2023)',
            'GST Practitioner course, 40 hours',
          ],
        },
        {
          kind: 'free',
          heading: 'Hobbies',
          lines: ['Chess, reading business newspapers'],
        },
      ],
      layout: layout('underlined-caps', 'Helvetica', { contact: 'stacked' }),
    },
    labels: {
      name: 'Gaurav Jain',
      email: 'gauravjain2003@gmail.com',
      phone: '+919829031456',
      skills: ['Tally', 'GST', 'Excel', 'Accounting', 'VLOOKUP', 'Pivot Tables'],
      degree: 'B.Com',
      expectedJobs: ['Financial Analyst'],
    },
  },
  {
    spec: {
      id: 'manoj-kumar-scanned-sales',
      name: 'Manoj Kumar',
      email: 'manojkumar.sales@gmail.com',
      phone: '9934012345',
      links: [],
      location: 'Patna, Bihar',
      sections: [
        {
          kind: 'summary',
          heading: 'Objective',
          text: 'To work in a sales role where I can use my field experience and grow with the company.',
        },
        {
          kind: 'work',
          heading: 'Experience',
          entries: [
            {
              title: 'Field Sales Executive',
              company: 'Havells India Ltd.',
              dates: '2021 – Present',
              location: 'Patna',
              bullets: ['Dealer visits, order collection and payment follow-up in 3 districts.'],
            },
          ],
        },
        {
          kind: 'education',
          heading: 'Education',
          entries: [
            { degree: 'B.A.', institution: 'Patna University', years: '2017 – 2020', grade: 'Second Division' },
          ],
        },
        {
          kind: 'skills',
          heading: 'Skills',
          style: 'list',
          lines: ['Sales, Negotiation, Communication, MS Excel'],
        },
      ],
      layout: layout('caps-bold', 'Times', { scanned: true }),
    },
    labels: {
      name: 'Manoj Kumar',
      email: 'manojkumar.sales@gmail.com',
      phone: '+919934012345',
      skills: ['Sales', 'Negotiation', 'Communication', 'Excel'],
      degree: 'B.A.',
      expectedJobs: ['Business Development Associate'],
    },
  },
  {
    spec: {
      id: 'ravi-teja-scanned-mechanical',
      name: 'Ravi Teja Bommareddy',
      email: 'raviteja.b@gmail.com',
      phone: '+91 99490 12378',
      links: [],
      location: 'Vijayawada, Andhra Pradesh',
      sections: [
        {
          kind: 'education',
          heading: 'Education',
          entries: [
            {
              degree: 'Diploma',
              field: 'Mechanical Engineering',
              institution: 'Government Polytechnic, Vijayawada',
              years: '2019 – 2022',
              grade: '76%',
            },
          ],
        },
        {
          kind: 'work',
          heading: 'Experience',
          entries: [
            {
              title: 'Production Supervisor',
              company: 'Amara Raja Batteries',
              dates: 'Aug 2022 – Present',
              location: 'Tirupati',
              bullets: ['Shift supervision of 25 operators on the plate casting line; 5S and Lean audits.'],
            },
          ],
        },
        {
          kind: 'skills',
          heading: 'Skills',
          style: 'bullets',
          lines: ['AutoCAD', 'Lean', 'Manufacturing Processes', 'MS Excel'],
        },
      ],
      layout: layout('title-bold', 'Helvetica', { scanned: true, columns: 2 }),
    },
    labels: {
      name: 'Ravi Teja Bommareddy',
      email: 'raviteja.b@gmail.com',
      phone: '+919949012378',
      skills: ['AutoCAD', 'Lean', 'Manufacturing Processes', 'Excel', '5S'],
      degree: 'Diploma',
      expectedJobs: ['Graduate Engineer Trainee (Mechanical)', 'Operations Executive'],
    },
  },
  {
    spec: {
      id: 'anjali-srivastava-frontend-senior',
      name: 'Anjali Srivastava',
      tagline: 'Senior Frontend Engineer',
      email: 'anjali.srivastava@hey.com',
      phone: '+91 99887 76655',
      links: ['github.com/anjalisri', 'anjalisri.dev', 'linkedin.com/in/anjali-srivastava'],
      location: 'Bengaluru, Karnataka',
      sections: [
        {
          kind: 'summary',
          heading: 'Summary',
          text: 'Frontend engineer with 7 years of experience building large React applications for commerce and payments. I lead design-system work, mentor juniors and care about accessibility on cheap phones.',
        },
        {
          kind: 'work',
          heading: 'Experience',
          entries: [
            {
              title: 'Staff Frontend Engineer',
              company: 'PhonePe',
              dates: 'Jan 2022 – Present',
              location: 'Bengaluru',
              bullets: [
                'Lead a team of 6 on the merchant dashboard: React, TypeScript and Next.js with server rendering.',
                'Built the shared component library with Tailwind CSS, used across 5 products.',
                'Brought Largest Contentful Paint on 3G from 5.2 s to 2.3 s.',
              ],
            },
            {
              title: 'Senior Software Engineer (UI)',
              company: 'Flipkart',
              dates: 'Jul 2019 – Dec 2021',
              location: 'Bengaluru',
              bullets: [
                'Rewrote the seller onboarding flow in React with Redux; conversion up 11%.',
                'Ran accessibility audits and fixed 200+ WCAG issues on the seller portal.',
              ],
            },
            {
              title: 'Software Engineer',
              company: 'Mindtree',
              dates: 'Jun 2017 – Jun 2019',
              location: 'Bengaluru',
              bullets: [
                'Built AngularJS and later React screens for an airline booking site; JavaScript, HTML and CSS.',
              ],
            },
          ],
        },
        {
          kind: 'skills',
          heading: 'Skills',
          style: 'list',
          lines: [
            'Languages: TypeScript, JavaScript, HTML, CSS',
            'Frameworks: React, Next.js, Redux, Tailwind CSS, AngularJS',
            'Testing: Jest, Playwright',
            'Other: Webpack, Accessibility, Git',
          ],
        },
        {
          kind: 'education',
          heading: 'Education',
          entries: [
            {
              degree: 'B.Tech',
              field: 'Computer Science',
              institution: 'Motilal Nehru National Institute of Technology, Allahabad',
              years: '2013 – 2017',
              grade: 'CPI 8.2',
            },
          ],
        },
        {
          kind: 'free',
          heading: 'Open Source',
          bullets: true,
          lines: [
            'Contributor to react-hook-form (docs and two bug fixes)',
            'Speaker, React India 2023: “Fast forms on slow phones”',
          ],
        },
      ],
      layout: layout('caps-bold', 'Helvetica', { columns: 2, pages: 2 }),
    },
    labels: {
      name: 'Anjali Srivastava',
      email: 'anjali.srivastava@hey.com',
      phone: '+919988776655',
      skills: [
        'TypeScript',
        'JavaScript',
        'HTML',
        'CSS',
        'React',
        'Next.js',
        'Redux',
        'Tailwind CSS',
        'AngularJS',
        'Jest',
        'Playwright',
        'Webpack',
        'Accessibility',
        'Git',
      ],
      degree: 'B.Tech',
      expectedJobs: ['Frontend Developer', 'Full Stack Developer'],
    },
  },
  {
    spec: {
      id: 'sourav-ghosh-data-analyst',
      name: 'Sourav Ghosh',
      email: 'sourav.ghosh.analytics@gmail.com',
      phone: '+91-83350-19283',
      links: ['linkedin.com/in/souravghosh-analytics'],
      location: 'Kolkata, West Bengal',
      sections: [
        {
          kind: 'summary',
          heading: 'Professional Summary',
          text: 'Data analyst with 3 years in retail and FMCG analytics. Writes SQL every day, automates Excel reports with Python, and builds Power BI dashboards that regional managers use.',
        },
        {
          kind: 'skills',
          heading: 'Technical Skills',
          style: 'list',
          lines: ['SQL, Excel, Power BI, Python, Tableau, Statistics, DAX'],
        },
        {
          kind: 'work',
          heading: 'Work Experience',
          entries: [
            {
              title: 'Data Analyst',
              company: 'ITC Limited',
              dates: 'Jun 2022 – Present',
              location: 'Kolkata',
              bullets: [
                'Own the secondary-sales dashboard in Power BI for East India; 120 users a week.',
                'Automated the monthly distributor report with Python; saved two days of manual work each month.',
              ],
            },
            {
              title: 'MIS Executive',
              company: 'Spencer’s Retail',
              dates: 'Jul 2021 – May 2022',
              location: 'Kolkata',
              bullets: ['Daily store sales MIS in Excel; SQL queries for the category team.'],
            },
          ],
        },
        {
          kind: 'education',
          heading: 'Education',
          entries: [
            {
              degree: 'B.Tech',
              field: 'Information Technology',
              institution: 'Heritage Institute of Technology, Kolkata',
              years: '2017 – 2021',
              grade: 'DGPA 7.9',
            },
          ],
        },
        {
          kind: 'certifications',
          heading: 'Certifications',
          items: [
            'Microsoft Certified: Power BI Data Analyst Associate (PL-300)',
            'Google Data Analytics Professional Certificate',
          ],
        },
      ],
      layout: layout('plain-large', 'Helvetica', { columns: 2 }),
    },
    labels: {
      name: 'Sourav Ghosh',
      email: 'sourav.ghosh.analytics@gmail.com',
      phone: '+918335019283',
      skills: ['SQL', 'Excel', 'Power BI', 'Python', 'Tableau', 'Statistics', 'DAX'],
      degree: 'B.Tech',
      expectedJobs: ['Data Analyst', 'Data Scientist'],
    },
  },
  {
    spec: {
      id: 'zoya-khan-marketing-student',
      name: 'Zoya Khan',
      email: 'zoyakhan.bms@gmail.com',
      phone: '8879012345',
      links: ['instagram.com/zoya.creates'],
      location: 'Mumbai, Maharashtra',
      sections: [
        {
          kind: 'summary',
          heading: 'Objective',
          text: 'Third-year BMS student looking for a marketing internship. I run a food page with 18k followers and love making reels.',
        },
        {
          kind: 'education',
          heading: 'Education',
          entries: [
            {
              degree: 'BMS',
              field: 'Marketing',
              institution: 'Narsee Monjee College of Commerce and Economics, Mumbai',
              years: '2023 – 2026',
              grade: 'CGPA 8.6 (Sem V)',
            },
          ],
        },
        {
          kind: 'work',
          heading: 'Internships',
          entries: [
            {
              title: 'Social Media Intern',
              company: 'The Good Bowl (cloud kitchen)',
              dates: 'Jun 2025 – Aug 2025',
              location: 'Mumbai',
              bullets: [
                'Planned the Instagram calendar and shot 30 reels; followers grew from 4k to 11k.',
                'Wrote captions and ran two small Meta Ads campaigns with a Rs. 20,000 budget.',
              ],
            },
          ],
        },
        {
          kind: 'skills',
          heading: 'Skills',
          style: 'list',
          lines: ['Social Media, Content Marketing, Canva, Copywriting, Meta Ads, SEO basics'],
        },
        {
          kind: 'free',
          heading: 'Extra-Curricular',
          bullets: true,
          lines: ['Marketing head, college fest Umang 2025', 'Winner, inter-college ad-mad show'],
        },
      ],
      layout: layout('title-bold', 'Helvetica', { contact: 'stacked' }),
    },
    labels: {
      name: 'Zoya Khan',
      email: 'zoyakhan.bms@gmail.com',
      phone: '+918879012345',
      skills: ['Social Media', 'Content Marketing', 'Canva', 'Copywriting', 'Meta Ads', 'SEO', 'Instagram'],
      degree: 'BMS',
      expectedJobs: ['Digital Marketing Executive', 'Content Writer'],
    },
  },
];
