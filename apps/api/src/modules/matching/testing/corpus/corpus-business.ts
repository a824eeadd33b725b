import { layout, type LabelledResume } from './labelled-resume.ts';

/** Marketing, sales, finance, HR, operations, content and customer roles: students and professionals. */
export const BUSINESS: LabelledResume[] = [
  {
    spec: {
      id: 'simran-kaur-digital-marketing',
      name: 'Simran Kaur',
      email: 'simrankaur.mktg@gmail.com',
      phone: '+91 98140 77321',
      links: ['linkedin.com/in/simrankaur-marketing'],
      location: 'Ludhiana, Punjab',
      sections: [
        {
          kind: 'summary',
          heading: 'Profile',
          text: 'Digital marketer with 2 years of experience running performance campaigns for D2C brands. I plan content calendars, write ad copy and read the numbers every morning.',
        },
        {
          kind: 'work',
          heading: 'Experience',
          entries: [
            {
              title: 'Digital Marketing Executive',
              company: 'Brandloom Media',
              dates: 'Jun 2023 – Present',
              location: 'Chandigarh',
              bullets: [
                'Manage Google Ads and Meta Ads budgets of Rs. 6 lakh a month for four clothing brands; ROAS up from 2.1 to 3.4.',
                'SEO for two Shopify stores: organic traffic doubled in eight months.',
                'Weekly reports from Google Analytics for clients; Email Marketing flows in Mailchimp.',
              ],
            },
          ],
        },
        {
          kind: 'skills',
          heading: 'Skills',
          style: 'list',
          lines: [
            'SEO, Google Ads, Meta Ads, Social Media, Content Marketing, Google Analytics, Email Marketing, Canva',
          ],
        },
        {
          kind: 'education',
          heading: 'Education',
          entries: [
            {
              degree: 'BBA',
              institution: 'Guru Nanak Dev University, Amritsar',
              years: '2019 – 2022',
              grade: '7.8 CGPA',
            },
          ],
        },
        {
          kind: 'certifications',
          heading: 'Certifications',
          items: ['Google Ads Search Certification', 'HubSpot Content Marketing Certification'],
        },
      ],
      layout: layout('caps-bold', 'Helvetica', { columns: 2 }),
    },
    labels: {
      name: 'Simran Kaur',
      email: 'simrankaur.mktg@gmail.com',
      phone: '+919814077321',
      skills: [
        'SEO',
        'Google Ads',
        'Meta Ads',
        'Social Media',
        'Content Marketing',
        'Google Analytics',
        'Email Marketing',
        'Canva',
        'Mailchimp',
        'Shopify',
        'Copywriting',
      ],
      degree: 'BBA',
      expectedJobs: ['Digital Marketing Executive', 'Content Writer'],
    },
  },
  {
    spec: {
      id: 'amit-tiwari-bd',
      name: 'Amit Kumar Tiwari',
      email: 'amit.tiwari.sales@gmail.com',
      phone: '07985 123456',
      links: [],
      location: 'Lucknow, Uttar Pradesh',
      sections: [
        {
          kind: 'summary',
          heading: 'Career Objective',
          text: 'Result-oriented sales professional with 3 years in B2B field sales of edtech and SaaS products, looking for a business development role with a growing company.',
        },
        {
          kind: 'work',
          heading: 'Work Experience',
          entries: [
            {
              title: 'Business Development Executive',
              company: 'BYJU’S',
              dates: 'May 2022 – Present',
              location: 'Lucknow',
              bullets: [
                'Closed Rs. 1.2 crore of school partnerships in FY24, 118% of target.',
                'Lead Generation through school visits and cold calls; pipeline tracked in Salesforce CRM.',
                'Negotiation with principals and trustees on multi-year contracts.',
              ],
            },
            {
              title: 'Sales Trainee',
              company: 'IndiaMART',
              dates: 'Jul 2021 – Apr 2022',
              location: 'Noida',
              bullets: ['Sold listing packages to SMEs over the phone; top trainee for two months.'],
            },
          ],
        },
        {
          kind: 'skills',
          heading: 'Key Skills',
          style: 'bullets',
          lines: [
            'Sales',
            'Negotiation',
            'Lead Generation',
            'CRM (Salesforce)',
            'MS Excel',
            'Communication',
            'Hindi and English',
          ],
        },
        {
          kind: 'education',
          heading: 'Educational Qualification',
          entries: [
            {
              degree: 'MBA (Marketing)',
              institution: 'Lucknow University',
              years: '2019 – 2021',
              grade: '64%',
            },
            {
              degree: 'B.Com',
              institution: 'Lucknow Christian Degree College',
              years: '2016 – 2019',
              grade: 'First Division',
            },
          ],
        },
        {
          kind: 'free',
          heading: 'Personal Details',
          lines: ['Date of Birth: 14 March 1998', 'Languages Known: Hindi, English, Awadhi'],
        },
        {
          kind: 'free',
          heading: 'Declaration',
          lines: ['I hereby declare that the above information is true to the best of my knowledge.'],
        },
      ],
      layout: layout('underlined-caps', 'Times', { contact: 'stacked' }),
    },
    labels: {
      name: 'Amit Kumar Tiwari',
      email: 'amit.tiwari.sales@gmail.com',
      phone: '+917985123456',
      skills: [
        'Sales',
        'Negotiation',
        'Lead Generation',
        'CRM',
        'Salesforce',
        'Excel',
        'Communication',
        'Hindi',
        'English',
        'Cold Calling',
        'B2B Sales',
        'Field Sales',
      ],
      degree: 'MBA',
      expectedJobs: ['Business Development Associate', 'Customer Success Associate'],
    },
  },
  {
    spec: {
      id: 'priya-agarwal-finance',
      name: 'Priya Agarwal',
      email: 'priya.agarwal.ca@gmail.com',
      phone: '+91 93520 44781',
      links: ['linkedin.com/in/priyaagarwal-finance'],
      location: 'Jaipur, Rajasthan',
      sections: [
        {
          kind: 'summary',
          heading: 'Summary',
          text: 'Semi-qualified CA (CA Inter, both groups cleared) with articleship in audit and GST compliance. Strong with Excel models and Tally; looking for a financial analyst role.',
        },
        {
          kind: 'education',
          heading: 'Education',
          entries: [
            {
              degree: 'B.Com (Hons)',
              institution: 'University of Rajasthan, Jaipur',
              years: '2019 – 2022',
              grade: '78.6%',
            },
            {
              degree: 'CA Intermediate',
              institution: 'The Institute of Chartered Accountants of India',
              years: '2021',
              grade: 'Both groups cleared',
            },
          ],
        },
        {
          kind: 'work',
          heading: 'Articleship',
          entries: [
            {
              title: 'Article Assistant',
              company: 'S. R. Batra & Associates, Chartered Accountants',
              dates: 'Jan 2022 – Dec 2024',
              location: 'Jaipur',
              bullets: [
                'Statutory audits of 11 manufacturing companies; vouching, ledger scrutiny and Accounting entries in Tally.',
                'Monthly GST returns (GSTR-1, GSTR-3B) and reconciliation for 25 clients.',
                'Built a Financial Modelling template in Excel for a client’s bank loan project report.',
              ],
            },
          ],
        },
        {
          kind: 'skills',
          heading: 'Skills',
          style: 'list',
          lines: ['Financial Modelling, Excel, Accounting, Tally, GST, Power BI, Income Tax'],
        },
      ],
      layout: layout('title-bold', 'Times'),
    },
    labels: {
      name: 'Priya Agarwal',
      email: 'priya.agarwal.ca@gmail.com',
      phone: '+919352044781',
      skills: ['Financial Modelling', 'Excel', 'Accounting', 'Tally', 'GST', 'Power BI', 'Income Tax', 'Auditing'],
      degree: 'B.Com',
      expectedJobs: ['Financial Analyst'],
    },
  },
  {
    spec: {
      id: 'meghna-das-hr',
      name: 'Meghna Das',
      email: 'meghna.das.hr@gmail.com',
      phone: '9836054321',
      links: ['linkedin.com/in/meghnadas'],
      location: 'Kolkata, West Bengal',
      sections: [
        {
          kind: 'summary',
          heading: 'Professional Summary',
          text: 'HR professional with 2.5 years of end-to-end recruitment for IT and BPO roles: sourcing on Naukri and LinkedIn, screening, interviewing and closing offers.',
        },
        {
          kind: 'work',
          heading: 'Work Experience',
          entries: [
            {
              title: 'Talent Acquisition Executive',
              company: 'Genpact',
              dates: 'Nov 2022 – Present',
              location: 'Kolkata',
              bullets: [
                'Hired 140 associates in FY24 for voice and non-voice processes; average time to hire 19 days.',
                'Sourcing through job portals, referrals and campus drives; first-round interviewing.',
                'Maintain the hiring tracker in MS Excel and weekly MIS for the HR head.',
              ],
            },
          ],
        },
        {
          kind: 'skills',
          heading: 'Core Competencies',
          style: 'bullets',
          lines: ['Talent Acquisition', 'Sourcing', 'Interviewing', 'Onboarding', 'MS Excel', 'Communication'],
        },
        {
          kind: 'education',
          heading: 'Education',
          entries: [
            {
              degree: 'MBA (HR)',
              institution: 'Institute of Engineering & Management, Kolkata',
              years: '2020 – 2022',
              grade: 'CGPA 8.3',
            },
            {
              degree: 'B.A. (Psychology)',
              institution: 'Bethune College, Kolkata',
              years: '2017 – 2020',
              grade: '71%',
            },
          ],
        },
      ],
      layout: layout('caps-bold', 'Helvetica', { columns: 2 }),
    },
    labels: {
      name: 'Meghna Das',
      email: 'meghna.das.hr@gmail.com',
      phone: '+919836054321',
      skills: ['Talent Acquisition', 'Sourcing', 'Interviewing', 'Onboarding', 'Excel', 'Communication', 'Recruitment'],
      degree: 'MBA',
      expectedJobs: ['HR Recruiter'],
    },
  },
  {
    spec: {
      id: 'sanjay-chauhan-mechanical',
      name: 'Sanjay Chauhan',
      email: 'sanjaychauhan.mech@gmail.com',
      phone: '+91 96240 31587',
      links: [],
      location: 'Rajkot, Gujarat',
      sections: [
        {
          kind: 'summary',
          heading: 'Career Objective',
          text: 'Mechanical engineering graduate seeking a graduate engineer trainee role in manufacturing, where I can apply design and shop-floor skills.',
        },
        {
          kind: 'education',
          heading: 'Academic Qualification',
          entries: [
            {
              degree: 'B.E.',
              field: 'Mechanical Engineering',
              institution: 'L. D. College of Engineering, Ahmedabad',
              years: '2020 – 2024',
              grade: 'CPI 7.45',
            },
            {
              degree: 'Diploma',
              field: 'Mechanical Engineering',
              institution: 'Government Polytechnic, Rajkot',
              years: '2017 – 2020',
              grade: '82.3%',
            },
          ],
        },
        {
          kind: 'work',
          heading: 'Industrial Training',
          entries: [
            {
              title: 'Summer Trainee',
              company: 'Jyoti CNC Automation Ltd.',
              dates: 'May 2023 – Jun 2023',
              location: 'Rajkot',
              bullets: [
                'Studied machining and assembly lines; suggested a fixture change that saved 4 minutes a part.',
                'Prepared 2D drawings in AutoCAD with GD&T callouts for the quality team.',
              ],
            },
          ],
        },
        {
          kind: 'projects',
          heading: 'Final Year Project',
          entries: [
            {
              name: 'Design of a low-cost solar groundnut dryer',
              tech: 'SolidWorks, ANSYS',
              bullets: [
                'Modelled in SolidWorks and checked airflow in ANSYS; prototype built in the college workshop.',
              ],
            },
          ],
        },
        {
          kind: 'skills',
          heading: 'Technical Skills',
          style: 'list',
          lines: ['AutoCAD, SolidWorks, ANSYS, GD&T, Manufacturing Processes, Lean, MS Excel'],
        },
      ],
      layout: layout('underlined-caps', 'Helvetica'),
    },
    labels: {
      name: 'Sanjay Chauhan',
      email: 'sanjaychauhan.mech@gmail.com',
      phone: '+919624031587',
      skills: ['AutoCAD', 'SolidWorks', 'ANSYS', 'GD&T', 'Manufacturing Processes', 'Lean', 'Excel'],
      degree: 'B.E.',
      expectedJobs: ['Graduate Engineer Trainee (Mechanical)'],
    },
  },
  {
    spec: {
      id: 'lakshmi-narayanan-civil',
      name: 'Lakshmi Narayanan',
      email: 'lakshmi.civil2022@gmail.com',
      phone: '+91-94440-56789',
      links: [],
      location: 'Coimbatore, Tamil Nadu',
      sections: [
        {
          kind: 'summary',
          heading: 'Objective',
          text: 'Civil engineer with 2 years of site execution on residential projects, seeking a role in project planning or site engineering.',
        },
        {
          kind: 'work',
          heading: 'Work Experience',
          entries: [
            {
              title: 'Site Engineer',
              company: 'Sobha Limited',
              dates: 'Aug 2022 – Present',
              location: 'Coimbatore',
              bullets: [
                'Supervise RCC work for two 14-floor towers; daily progress and labour reports.',
                'Quantity estimation and bar bending schedules in MS Excel; drawings checked in AutoCAD.',
                'Coordinate with vendors for cement and steel deliveries against the schedule in MS Project.',
              ],
            },
          ],
        },
        {
          kind: 'skills',
          heading: 'Software Skills',
          style: 'list',
          lines: ['AutoCAD, STAAD.Pro, MS Project, MS Excel, Revit'],
        },
        {
          kind: 'education',
          heading: 'Education',
          entries: [
            {
              degree: 'B.E.',
              field: 'Civil Engineering',
              institution: 'PSG College of Technology, Coimbatore',
              years: '2018 – 2022',
              grade: 'CGPA 7.2',
            },
          ],
        },
        {
          kind: 'free',
          heading: 'Extra-Curricular Activities',
          bullets: true,
          lines: ['NSS volunteer, 2019-2021', 'Organised the department technical symposium Civilisation 2021'],
        },
      ],
      layout: layout('caps-bold', 'Times', { contact: 'stacked' }),
    },
    labels: {
      name: 'Lakshmi Narayanan',
      email: 'lakshmi.civil2022@gmail.com',
      phone: '+919444056789',
      skills: ['AutoCAD', 'STAAD.Pro', 'MS Project', 'Excel', 'Revit', 'Quantity Estimation'],
      degree: 'B.E.',
      expectedJobs: ['Graduate Engineer Trainee (Mechanical)', 'Operations Executive'],
    },
  },
  {
    spec: {
      id: 'deepak-yadav-operations',
      name: 'Deepak Yadav',
      email: 'deepak.yadav.ops@gmail.com',
      phone: '9810543210',
      links: ['linkedin.com/in/deepakyadav-ops'],
      location: 'Gurugram, Haryana',
      sections: [
        {
          kind: 'summary',
          heading: 'Summary',
          text: 'Operations executive with 3 years in e-commerce warehousing and last-mile logistics. Known for fixing processes, not just reporting on them.',
        },
        {
          kind: 'work',
          heading: 'Professional Experience',
          entries: [
            {
              title: 'Operations Executive',
              company: 'Delhivery',
              dates: 'Mar 2022 – Present',
              location: 'Gurugram',
              bullets: [
                'Run inbound at a 1.2 lakh sq ft fulfilment centre; 18 vendors and 60 associates a shift.',
                'Process Improvement on putaway cut dock-to-stock time from 9 hours to 5.',
                'Vendor Management for transport partners; weekly Supply Chain MIS in MS Excel.',
              ],
            },
            {
              title: 'Management Trainee – Logistics',
              company: 'Blue Dart Express',
              dates: 'Jul 2021 – Feb 2022',
              location: 'Delhi',
              bullets: ['Route planning and Logistics coordination for 40 delivery associates.'],
            },
          ],
        },
        {
          kind: 'skills',
          heading: 'Skills',
          style: 'list',
          lines: [
            'Supply Chain, Logistics, Vendor Management, Process Improvement, MS Excel, SAP, Inventory Management',
          ],
        },
        {
          kind: 'education',
          heading: 'Education',
          entries: [
            {
              degree: 'PGDM (Operations)',
              institution: 'Institute of Management Technology, Ghaziabad',
              years: '2019 – 2021',
              grade: 'CGPA 7.1',
            },
            {
              degree: 'B.Com',
              institution: 'Delhi University (SOL)',
              years: '2016 – 2019',
              grade: '62%',
            },
          ],
        },
      ],
      layout: layout('title-bold', 'Helvetica'),
    },
    labels: {
      name: 'Deepak Yadav',
      email: 'deepak.yadav.ops@gmail.com',
      phone: '+919810543210',
      skills: [
        'Supply Chain',
        'Logistics',
        'Vendor Management',
        'Process Improvement',
        'Excel',
        'SAP',
        'Inventory Management',
        'Warehouse Management',
        'Last-Mile Logistics',
        'Route Planning',
      ],
      degree: 'PGDM',
      expectedJobs: ['Operations Executive'],
    },
  },
  {
    spec: {
      id: 'ritika-saxena-content',
      name: 'Ritika Saxena',
      email: 'ritika.writes@gmail.com',
      phone: '+91 98930 22110',
      links: ['ritikasaxena.substack.com', 'linkedin.com/in/ritikasaxena'],
      location: 'Bhopal, Madhya Pradesh',
      sections: [
        {
          kind: 'summary',
          heading: 'About Me',
          text: 'Bilingual writer (English and Hindi) with 3 years of writing blogs, newsletters and product copy for fintech and travel brands.',
        },
        {
          kind: 'work',
          heading: 'Experience',
          entries: [
            {
              title: 'Content Writer',
              company: 'Groww',
              dates: 'Apr 2023 – Present',
              location: 'Remote',
              bullets: [
                'Write 8-10 explainers a month on mutual funds; three rank on the first page for their keywords (SEO).',
                'Copywriting for app notifications and onboarding screens in English and Hindi.',
              ],
            },
            {
              title: 'Freelance Writer',
              company: 'Self-employed',
              dates: 'Jan 2022 – Mar 2023',
              bullets: ['Travel blogs on WordPress for two homestay chains; research and photo selection included.'],
            },
          ],
        },
        {
          kind: 'skills',
          heading: 'Skills',
          style: 'bullets',
          lines: [
            'Copywriting',
            'SEO',
            'Research',
            'English',
            'Hindi',
            'WordPress',
            'Content Marketing',
            'Proofreading',
          ],
        },
        {
          kind: 'education',
          heading: 'Education',
          entries: [
            {
              degree: 'M.A.',
              field: 'Mass Communication',
              institution: 'Makhanlal Chaturvedi National University of Journalism, Bhopal',
              years: '2020 – 2022',
              grade: 'First Division',
            },
            {
              degree: 'B.A. English (Hons)',
              institution: 'Barkatullah University, Bhopal',
              years: '2017 – 2020',
              grade: '69%',
            },
          ],
        },
      ],
      layout: layout('plain-large', 'Times', { columns: 2 }),
    },
    labels: {
      name: 'Ritika Saxena',
      email: 'ritika.writes@gmail.com',
      phone: '+919893022110',
      skills: ['Copywriting', 'SEO', 'Research', 'English', 'Hindi', 'WordPress', 'Content Marketing', 'Proofreading'],
      degree: 'M.A.',
      expectedJobs: ['Content Writer', 'Digital Marketing Executive'],
    },
  },
  {
    spec: {
      id: 'farhan-qureshi-customer-success',
      name: 'Farhan Qureshi',
      email: 'farhanq.cs@gmail.com',
      phone: '+91 90040 66781',
      links: [],
      location: 'Mumbai, Maharashtra',
      sections: [
        {
          kind: 'summary',
          heading: 'Objective',
          text: 'Customer-facing professional with 1.5 years at a SaaS helpdesk. Fluent in Hindi, English and Marathi; calm with upset customers and good at problem solving.',
        },
        {
          kind: 'work',
          heading: 'Experience',
          entries: [
            {
              title: 'Customer Support Executive',
              company: 'Zoho Corporation',
              dates: 'Sep 2023 – Present',
              location: 'Mumbai',
              bullets: [
                'Handle 45 chats and calls a day for small-business accounting customers; CSAT 4.7/5.',
                'Update tickets and account notes in the CRM; renewals flagged to the account managers.',
              ],
            },
          ],
        },
        {
          kind: 'skills',
          heading: 'Skills',
          style: 'list',
          lines: ['Communication, CRM, Problem Solving, MS Excel, Hindi, English, Marathi'],
        },
        {
          kind: 'education',
          heading: 'Education',
          entries: [
            {
              degree: 'B.Com',
              institution: 'Rizvi College of Arts, Science and Commerce, Mumbai',
              years: '2020 – 2023',
              grade: 'CGPI 7.3',
            },
            {
              degree: 'HSC',
              institution: 'Maharashtra State Board',
              years: '2020',
              grade: '67.8%',
            },
          ],
        },
      ],
      layout: layout('caps-bold', 'Courier'),
    },
    labels: {
      name: 'Farhan Qureshi',
      email: 'farhanq.cs@gmail.com',
      phone: '+919004066781',
      skills: ['Communication', 'CRM', 'Problem Solving', 'Excel', 'Hindi', 'English', 'Marathi'],
      degree: 'B.Com',
      expectedJobs: ['Customer Success Associate', 'Business Development Associate'],
    },
  },
];
