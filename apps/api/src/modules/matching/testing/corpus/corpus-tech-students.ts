import { layout, type LabelledResume } from './labelled-resume.ts';

/** Engineering and computer-applications students and fresh graduates looking for software and data roles. */
export const TECH_STUDENTS: LabelledResume[] = [
  {
    spec: {
      id: 'aarav-kulkarni-frontend',
      name: 'Aarav Kulkarni',
      email: 'aarav.kulkarni21@gmail.com',
      phone: '+91 98220 41736',
      links: ['github.com/aaravk', 'linkedin.com/in/aarav-kulkarni'],
      location: 'Pune, Maharashtra',
      sections: [
        {
          kind: 'summary',
          heading: 'Objective',
          text: 'Final-year computer engineering student looking for a frontend internship where I can ship interfaces that real users depend on.',
        },
        {
          kind: 'education',
          heading: 'Education',
          entries: [
            {
              degree: 'B.E.',
              field: 'Computer Engineering',
              institution: 'Pune Institute of Computer Technology',
              years: '2022 – 2026',
              grade: 'CGPA: 8.62 / 10',
              location: 'Pune',
            },
            {
              degree: 'HSC (Class XII)',
              institution: 'Fergusson College',
              years: '2022',
              grade: 'Percentage: 88.40%',
              location: 'Pune',
            },
          ],
        },
        {
          kind: 'skills',
          heading: 'Technical Skills',
          style: 'list',
          lines: [
            'Languages: JavaScript, TypeScript, HTML, CSS',
            'Frameworks & Libraries: React, Redux, Next.js, Tailwind CSS',
            'Tools: Git, Figma',
          ],
        },
        {
          kind: 'projects',
          heading: 'Projects',
          entries: [
            {
              name: 'CampusKart – second-hand marketplace for hostel students',
              tech: 'React, Redux, Tailwind CSS',
              bullets: [
                'Listing, search and chat screens used by about 400 students in the first semester.',
                'Cut the first load from 3.1 s to 1.4 s on a Redmi 9 by splitting routes and lazy-loading images.',
              ],
            },
            {
              name: 'Portfolio site',
              tech: 'Next.js, TypeScript',
              url: 'aaravk.dev',
              bullets: ['Static pages with a blog written in Markdown; 98 on Lighthouse accessibility.'],
            },
          ],
        },
        {
          kind: 'free',
          heading: 'Achievements',
          bullets: true,
          lines: [
            'Finalist, Smart India Hackathon 2024 (software edition).',
            'Secretary, PICT ACM student chapter 2024-25.',
          ],
        },
      ],
      layout: layout('caps-bold', 'Helvetica'),
    },
    labels: {
      name: 'Aarav Kulkarni',
      email: 'aarav.kulkarni21@gmail.com',
      phone: '+919822041736',
      skills: [
        'JavaScript',
        'TypeScript',
        'HTML',
        'CSS',
        'React',
        'Redux',
        'Next.js',
        'Tailwind CSS',
        'Git',
        'Figma',
        'Markdown',
      ],
      degree: 'B.E.',
      expectedJobs: ['Frontend Developer', 'Full Stack Developer', 'Software Development Intern'],
    },
  },
  {
    spec: {
      id: 'sneha-reddy-java',
      name: 'Sneha Reddy',
      email: 'sneha.reddy.cse@outlook.com',
      phone: '9849012345',
      links: ['github.com/snehareddy-dev'],
      location: 'Hyderabad, Telangana',
      sections: [
        {
          kind: 'education',
          heading: 'Academic Details',
          entries: [
            {
              degree: 'B.Tech',
              field: 'Computer Science and Engineering',
              institution: 'JNTU Hyderabad College of Engineering',
              years: '2021 - 2025',
              grade: 'CGPA 8.1',
            },
            {
              degree: 'Intermediate (MPC)',
              institution: 'Sri Chaitanya Junior College',
              years: '2019 - 2021',
              grade: '96.2%',
            },
          ],
        },
        {
          kind: 'work',
          heading: 'Internship',
          entries: [
            {
              title: 'Java Developer Intern',
              company: 'Value Labs',
              dates: 'Jan 2025 – Jun 2025',
              location: 'Hyderabad',
              bullets: [
                'Wrote REST endpoints in Spring Boot for an insurance claims module backed by MySQL.',
                'Added JUnit tests that raised the module coverage from 41% to 78%.',
                'Mapped entities with Hibernate and fixed N+1 queries found in review.',
              ],
            },
          ],
        },
        {
          kind: 'skills',
          heading: 'Skills',
          style: 'list',
          lines: ['Java, Spring Boot, Hibernate, MySQL, JUnit, Microservices, Git, Data Structures'],
        },
        {
          kind: 'projects',
          heading: 'Academic Projects',
          entries: [
            {
              name: 'Library Management Microservices',
              tech: 'Spring Boot, MySQL, Docker',
              bullets: ['Three services (books, members, loans) talking over REST; deployed with Docker Compose.'],
            },
          ],
        },
        {
          kind: 'certifications',
          heading: 'Certifications',
          items: ['Oracle Certified Associate, Java SE 8 Programmer', 'NPTEL: Programming in Java (Elite)'],
        },
      ],
      layout: layout('title-bold', 'Times', { contact: 'stacked' }),
    },
    labels: {
      name: 'Sneha Reddy',
      email: 'sneha.reddy.cse@outlook.com',
      phone: '+919849012345',
      skills: [
        'Java',
        'Spring Boot',
        'Hibernate',
        'MySQL',
        'JUnit',
        'Microservices',
        'Git',
        'Data Structures',
        'Docker',
        'REST APIs',
      ],
      degree: 'B.Tech',
      expectedJobs: ['Java Developer', 'Software Development Intern'],
    },
  },
  {
    spec: {
      id: 'mohammed-faizan-python',
      name: 'Mohammed Faizan',
      email: 'faizan.m@yahoo.in',
      phone: '+91-99001-23456',
      links: ['github.com/mfaizan'],
      location: 'Bengaluru, Karnataka',
      sections: [
        {
          kind: 'summary',
          heading: 'Profile',
          text: 'MCA graduate who likes backend work in Python. Built and deployed two Django projects end to end and comfortable on Linux servers.',
        },
        {
          kind: 'skills',
          heading: 'Key Skills',
          style: 'bullets',
          lines: ['Python', 'Django', 'FastAPI', 'PostgreSQL', 'Celery', 'Pandas', 'Linux', 'Git'],
        },
        {
          kind: 'projects',
          heading: 'Projects',
          entries: [
            {
              name: 'Clinic appointment system',
              tech: 'Django, PostgreSQL, Celery',
              bullets: [
                'Patients book slots; Celery workers send SMS reminders a day before.',
                'Runs on a small Linux VM for a clinic in Jayanagar.',
              ],
            },
            {
              name: 'Mandi price tracker API',
              tech: 'FastAPI, Pandas',
              bullets: ['Cleans daily Agmarknet prices with Pandas and serves them as JSON.'],
            },
          ],
        },
        {
          kind: 'education',
          heading: 'Education',
          entries: [
            {
              degree: 'MCA',
              institution: 'RV College of Engineering, Bengaluru',
              years: '2022 – 2024',
              grade: 'CGPA 7.9/10',
            },
            {
              degree: 'BCA',
              institution: 'Al-Ameen College, Bengaluru',
              years: '2019 – 2022',
              grade: '74%',
            },
          ],
        },
        {
          kind: 'free',
          heading: 'Languages',
          lines: ['English, Hindi, Urdu, Kannada'],
        },
      ],
      layout: layout('underlined-caps', 'Helvetica'),
    },
    labels: {
      name: 'Mohammed Faizan',
      email: 'faizan.m@yahoo.in',
      phone: '+919900123456',
      skills: ['Python', 'Django', 'FastAPI', 'PostgreSQL', 'Celery', 'Pandas', 'Linux', 'Git'],
      degree: 'MCA',
      expectedJobs: ['Python Developer', 'Backend Engineer (Node.js)'],
    },
  },
  {
    spec: {
      id: 'ishita-banerjee-data-analyst',
      name: 'Ishita Banerjee',
      email: 'ishita.banerjee@gmail.com',
      phone: '098300 55127',
      links: ['linkedin.com/in/ishitabanerjee'],
      location: 'Kolkata, West Bengal',
      sections: [
        {
          kind: 'summary',
          heading: 'Career Objective',
          text: 'Statistics graduate seeking an entry-level data analyst role. I enjoy turning messy spreadsheets into dashboards people actually read.',
        },
        {
          kind: 'education',
          heading: 'Educational Qualification',
          entries: [
            {
              degree: 'B.Sc.',
              field: 'Statistics (Honours)',
              institution: 'St. Xavier’s College, Kolkata',
              years: '2021 – 2024',
              grade: 'CGPA 8.9',
            },
          ],
        },
        {
          kind: 'skills',
          heading: 'Skills',
          style: 'list',
          lines: ['Analysis: SQL, Excel, Python, Statistics', 'Visualisation: Power BI, Tableau'],
        },
        {
          kind: 'work',
          heading: 'Internship Experience',
          entries: [
            {
              title: 'Data Analytics Intern',
              company: 'Ekam Retail Pvt. Ltd.',
              dates: 'May 2024 - Aug 2024',
              location: 'Kolkata',
              bullets: [
                'Built a Power BI sales dashboard for 38 stores refreshed daily from the sales database.',
                'Found a stock-out pattern in Excel that saved about Rs. 4 lakh a quarter.',
              ],
            },
          ],
        },
        {
          kind: 'projects',
          heading: 'Projects',
          entries: [
            {
              name: 'West Bengal rainfall and crop yield study',
              tech: 'Python, Tableau',
              bullets: ['Regression on 20 years of district data; findings presented at the department seminar.'],
            },
          ],
        },
      ],
      layout: layout('plain-large', 'Helvetica', { contact: 'stacked' }),
    },
    labels: {
      name: 'Ishita Banerjee',
      email: 'ishita.banerjee@gmail.com',
      phone: '+919830055127',
      skills: [
        'SQL',
        'Excel',
        'Python',
        'Statistics',
        'Power BI',
        'Tableau',
        'Regression Analysis',
        'Data Visualization',
      ],
      degree: 'B.Sc.',
      expectedJobs: ['Data Analyst', 'Data Scientist'],
    },
  },
  {
    spec: {
      id: 'rohan-verma-fullstack',
      name: 'Rohan Verma',
      tagline: 'Full Stack Developer (MERN)',
      email: 'rohanverma.dev@gmail.com',
      phone: '+91 87654 32109',
      links: ['github.com/rohan-verma', 'rohanverma.in'],
      location: 'Noida, Uttar Pradesh',
      sections: [
        {
          kind: 'skills',
          heading: 'Skills',
          style: 'list',
          lines: ['React, Node.js, Express, MongoDB, TypeScript, AWS, PostgreSQL, Git, Docker'],
        },
        {
          kind: 'education',
          heading: 'Education',
          entries: [
            {
              degree: 'B.Tech',
              field: 'Information Technology',
              institution: 'Jaypee Institute of Information Technology, Noida',
              years: '2020 – 2024',
              grade: '8.3 CGPA',
            },
          ],
        },
        {
          kind: 'work',
          heading: 'Work Experience',
          entries: [
            {
              title: 'Software Engineer',
              company: 'Nagarro',
              dates: 'Jul 2024 – Present',
              location: 'Gurugram',
              bullets: [
                'Build React screens and Node.js services for a logistics client; 40+ pull requests merged.',
                'Moved file uploads off the API server to presigned storage URLs on AWS.',
              ],
            },
            {
              title: 'Web Development Intern',
              company: 'Zeta Softwares',
              dates: 'Jan 2024 – Jun 2024',
              bullets: ['Wrote Express APIs on MongoDB for an internal HR tool.'],
            },
          ],
        },
        {
          kind: 'projects',
          heading: 'Projects',
          entries: [
            {
              name: 'Splitwise clone',
              tech: 'React, Express, PostgreSQL',
              bullets: ['Group expenses, settle-up suggestions and UPI deep links.'],
            },
          ],
        },
      ],
      layout: layout('caps-bold', 'Helvetica', { columns: 2 }),
    },
    labels: {
      name: 'Rohan Verma',
      email: 'rohanverma.dev@gmail.com',
      phone: '+918765432109',
      skills: ['React', 'Node.js', 'Express', 'MongoDB', 'TypeScript', 'AWS', 'PostgreSQL', 'Git', 'Docker'],
      degree: 'B.Tech',
      expectedJobs: ['Full Stack Developer', 'Frontend Developer', 'Backend Engineer (Node.js)'],
    },
  },
  {
    spec: {
      id: 'kavya-nair-android',
      name: 'Kavya Nair',
      email: 'kavyanair.k@gmail.com',
      phone: '9446123789',
      links: ['github.com/kavyanair'],
      location: 'Kochi, Kerala',
      sections: [
        {
          kind: 'summary',
          heading: 'About Me',
          text: 'Android developer in my final year of B.Tech. I have two apps on the Play Store with 10k+ downloads between them.',
        },
        {
          kind: 'projects',
          heading: 'Projects',
          entries: [
            {
              name: 'KSRTC Bus Timings (Play Store)',
              tech: 'Kotlin, Jetpack Compose, Room',
              bullets: [
                'Offline timetable for 1,200 routes stored in Room; works without network.',
                'Rewrote the XML screens in Jetpack Compose and halved the code.',
              ],
            },
            {
              name: 'Expense diary',
              tech: 'Kotlin, Retrofit, Coroutines',
              bullets: ['Syncs with a small REST backend using Retrofit and Coroutines.'],
            },
          ],
        },
        {
          kind: 'skills',
          heading: 'Technical Skills',
          style: 'list',
          lines: [
            'Mobile: Kotlin, Android SDK, Jetpack Compose, Room, Retrofit, Coroutines',
            'Other: Java, Firebase, Git',
          ],
        },
        {
          kind: 'education',
          heading: 'Education',
          entries: [
            {
              degree: 'B.Tech',
              field: 'Electronics and Communication',
              institution: 'Model Engineering College, Thrikkakara',
              years: '2022 - 2026',
              grade: 'CGPA: 7.6',
            },
          ],
        },
      ],
      layout: layout('title-bold', 'Helvetica'),
    },
    labels: {
      name: 'Kavya Nair',
      email: 'kavyanair.k@gmail.com',
      phone: '+919446123789',
      skills: [
        'Kotlin',
        'Android SDK',
        'Jetpack Compose',
        'Room',
        'Retrofit',
        'Coroutines',
        'Java',
        'Firebase',
        'Git',
        'REST APIs',
        'XML',
      ],
      degree: 'B.Tech',
      expectedJobs: ['Android Developer', 'Flutter Developer'],
    },
  },
  {
    spec: {
      id: 'aditya-singh-ml',
      name: 'Aditya Pratap Singh',
      email: 'aditya.ps@iitkgp.ac.in',
      phone: '+91 70112 34598',
      links: ['github.com/adityaps', 'kaggle.com/adityaps'],
      location: 'Kharagpur, West Bengal',
      sections: [
        {
          kind: 'education',
          heading: 'Education',
          entries: [
            {
              degree: 'M.Tech',
              field: 'Artificial Intelligence',
              institution: 'Indian Institute of Technology Kharagpur',
              years: '2023 – 2025',
              grade: 'CGPA 9.12/10',
            },
            {
              degree: 'B.Tech',
              field: 'Computer Science',
              institution: 'Harcourt Butler Technical University, Kanpur',
              years: '2019 – 2023',
              grade: 'CGPA 8.7/10',
            },
          ],
        },
        {
          kind: 'work',
          heading: 'Research Experience',
          entries: [
            {
              title: 'Research Intern',
              company: 'Samsung R&D Institute',
              dates: 'May 2024 – Jul 2024',
              location: 'Bengaluru',
              bullets: [
                'Trained PyTorch models for on-device document detection (Computer Vision).',
                'Served the model behind FastAPI in Docker for the QA team.',
              ],
            },
          ],
        },
        {
          kind: 'projects',
          heading: 'Selected Projects',
          entries: [
            {
              name: 'Code-mixed Hindi–English sentiment',
              tech: 'PyTorch, NLP, Python',
              bullets: ['Fine-tuned a multilingual transformer; 4 points over the published baseline.'],
            },
            {
              name: 'MLOps pipeline for thesis experiments',
              tech: 'MLflow, Docker',
              bullets: ['Tracked 300+ runs with MLflow; one command reproduces any table in the thesis.'],
            },
          ],
        },
        {
          kind: 'skills',
          heading: 'Skills',
          style: 'list',
          lines: [
            'ML: PyTorch, scikit-learn, Machine Learning, Deep Learning, NLP, Computer Vision, MLOps',
            'Programming: Python, C++, SQL',
            'Tools: Docker, FastAPI, MLflow, Git',
          ],
        },
        {
          kind: 'free',
          heading: 'Publications',
          lines: ['A. P. Singh, R. Das. “Cheap Tricks for Code-Mixed Sentiment.” ICON 2024, short paper.'],
        },
      ],
      layout: layout('caps-bold', 'Times', { pages: 2 }),
    },
    labels: {
      name: 'Aditya Pratap Singh',
      email: 'aditya.ps@iitkgp.ac.in',
      phone: '+917011234598',
      skills: [
        'PyTorch',
        'scikit-learn',
        'Machine Learning',
        'Deep Learning',
        'NLP',
        'Computer Vision',
        'MLOps',
        'Python',
        'C++',
        'SQL',
        'Docker',
        'FastAPI',
        'MLflow',
        'Git',
      ],
      degree: 'M.Tech',
      expectedJobs: ['Machine Learning Engineer', 'Data Scientist', 'Research Intern'],
    },
  },
  {
    spec: {
      id: 'pooja-yadav-qa',
      name: 'Pooja Yadav',
      email: 'pooja.yadav0898@gmail.com',
      phone: '91-9971234560',
      links: [],
      location: 'Gurugram, Haryana',
      sections: [
        {
          kind: 'summary',
          heading: 'Professional Summary',
          text: 'QA engineer with two years of automation testing for web and REST services. Careful with test data and happy to own a release checklist.',
        },
        {
          kind: 'work',
          heading: 'Professional Experience',
          entries: [
            {
              title: 'QA Engineer',
              company: 'Infoedge India Ltd',
              dates: 'Aug 2023 – Present',
              location: 'Noida',
              bullets: [
                'Automated 350 regression cases in Selenium with Java and TestNG; runs nightly in Jenkins.',
                'Started Playwright for the new checkout and moved 60 flaky tests to it.',
                'API testing in Postman with collections shared across three teams; bugs tracked in JIRA.',
              ],
            },
          ],
        },
        {
          kind: 'skills',
          heading: 'Technical Skills',
          style: 'list',
          lines: ['Selenium, Java, Playwright, TestNG, Postman, API Testing, JIRA, Jenkins, SQL'],
        },
        {
          kind: 'education',
          heading: 'Education',
          entries: [
            {
              degree: 'BCA',
              institution: 'Maharshi Dayanand University, Rohtak',
              years: '2020 – 2023',
              grade: '72.5%',
            },
          ],
        },
        {
          kind: 'certifications',
          heading: 'Certification',
          items: ['ISTQB Certified Tester Foundation Level (CTFL), 2024'],
        },
      ],
      layout: layout('underlined-caps', 'Times', { contact: 'stacked' }),
    },
    labels: {
      name: 'Pooja Yadav',
      email: 'pooja.yadav0898@gmail.com',
      phone: '+919971234560',
      skills: [
        'Selenium',
        'Java',
        'Playwright',
        'TestNG',
        'Postman',
        'API Testing',
        'JIRA',
        'Jenkins',
        'SQL',
        'Automation Testing',
        'ISTQB',
        'REST APIs',
      ],
      degree: 'BCA',
      expectedJobs: ['QA Automation Engineer'],
    },
  },
  {
    spec: {
      id: 'harsh-mehta-sde-intern',
      name: 'Harsh Mehta',
      email: 'harshmehta.24@nirmauni.ac.in',
      phone: '+91 90990 11223',
      links: ['github.com/harshm', 'leetcode.com/harshm'],
      location: 'Ahmedabad, Gujarat',
      sections: [
        {
          kind: 'education',
          heading: 'Education',
          entries: [
            {
              degree: 'B.Tech',
              field: 'Computer Science & Engineering',
              institution: 'Nirma University, Ahmedabad',
              years: '2023 – 2027',
              grade: 'CGPA 9.05 (till 4th sem)',
            },
          ],
        },
        {
          kind: 'skills',
          heading: 'Technical Skills',
          style: 'list',
          lines: [
            'Languages: C++, Java, Python, SQL',
            'CS Fundamentals: Data Structures, Algorithms, Operating Systems, DBMS',
            'Tools: Git, Linux',
          ],
        },
        {
          kind: 'projects',
          heading: 'Projects',
          entries: [
            {
              name: 'Tiny key-value store',
              tech: 'C++',
              bullets: ['In-memory key-value store with TTLs and a skip-list sorted set; 80k ops/s on a laptop.'],
            },
            {
              name: 'Timetable clash finder',
              tech: 'Python, SQL',
              bullets: ['Finds clashes for 2,000 students in the elective registration; used by the department.'],
            },
          ],
        },
        {
          kind: 'free',
          heading: 'Competitive Programming',
          bullets: true,
          lines: ['Codeforces Expert (max rating 1712)', 'Global rank 412 in CodeChef Starters 121'],
        },
      ],
      layout: layout('caps-bold', 'Courier'),
    },
    labels: {
      name: 'Harsh Mehta',
      email: 'harshmehta.24@nirmauni.ac.in',
      phone: '+919099011223',
      skills: [
        'C++',
        'Java',
        'Python',
        'SQL',
        'Data Structures',
        'Algorithms',
        'Operating Systems',
        'DBMS',
        'Git',
        'Linux',
      ],
      degree: 'B.Tech',
      expectedJobs: ['Software Development Intern'],
    },
  },
];
