import { layout, type LabelledResume } from './labelled-resume.ts';

/** Engineers, designers and product people with a few years of work behind them. */
export const TECH_PROFESSIONALS: LabelledResume[] = [
  {
    spec: {
      id: 'vikram-iyer-devops',
      name: 'Vikram Iyer',
      tagline: 'DevOps / Site Reliability Engineer',
      email: 'vikram.iyer@protonmail.com',
      phone: '+91 98450 67123',
      links: ['linkedin.com/in/vikramiyer-sre', 'github.com/viyer'],
      location: 'Chennai, Tamil Nadu',
      sections: [
        {
          kind: 'summary',
          heading: 'Summary',
          text: 'Six years running production infrastructure on AWS for fintech and e-commerce. I care about boring deploys, clear alerts and infrastructure that is written down as code.',
        },
        {
          kind: 'work',
          heading: 'Experience',
          entries: [
            {
              title: 'Senior DevOps Engineer',
              company: 'Freshworks',
              dates: 'Apr 2022 – Present',
              location: 'Chennai',
              bullets: [
                'Run 14 Kubernetes clusters (EKS) serving 9 product teams; upgrades done with zero downtime.',
                'Wrote the Terraform modules every team now uses for VPCs, RDS and queues.',
                'Replaced Nagios with Prometheus and Grafana; pages dropped from 90 to 25 a month.',
              ],
            },
            {
              title: 'DevOps Engineer',
              company: 'Tata Consultancy Services',
              dates: 'Jul 2019 – Mar 2022',
              location: 'Chennai',
              bullets: [
                'Built CI/CD pipelines in Jenkins and GitLab for a UK bank’s payments platform.',
                'Containerised 30 Java services with Docker; wrote Ansible playbooks for Linux hardening.',
              ],
            },
          ],
        },
        {
          kind: 'skills',
          heading: 'Core Skills',
          style: 'list',
          lines: [
            'Cloud: AWS (EC2, EKS, RDS, IAM), Terraform',
            'Containers: Docker, Kubernetes, Helm',
            'CI/CD: Jenkins, GitLab CI, Argo CD',
            'Observability: Prometheus, Grafana',
            'Scripting: Bash, Python; Linux administration',
          ],
        },
        {
          kind: 'certifications',
          heading: 'Certifications',
          items: [
            'AWS Certified Solutions Architect – Associate (2021)',
            'Certified Kubernetes Administrator (CKA), 2023',
          ],
        },
        {
          kind: 'education',
          heading: 'Education',
          entries: [
            {
              degree: 'B.E.',
              field: 'Electrical and Electronics Engineering',
              institution: 'Sri Sivasubramaniya Nadar College of Engineering',
              years: '2015 – 2019',
              grade: 'First Class with Distinction (8.4 CGPA)',
            },
          ],
        },
      ],
      layout: layout('caps-bold', 'Helvetica', { pages: 2 }),
    },
    labels: {
      name: 'Vikram Iyer',
      email: 'vikram.iyer@protonmail.com',
      phone: '+919845067123',
      skills: [
        'AWS',
        'Terraform',
        'Docker',
        'Kubernetes',
        'Helm',
        'Jenkins',
        'GitLab CI',
        'Argo CD',
        'Prometheus',
        'Grafana',
        'Bash',
        'Python',
        'Linux',
        'CI/CD',
        'Ansible',
        'Java',
      ],
      degree: 'B.E.',
      expectedJobs: ['DevOps Engineer', 'Cloud Support Associate'],
    },
  },
  {
    spec: {
      id: 'neha-gupta-backend',
      name: 'Neha Gupta',
      email: 'nehagupta.blr@gmail.com',
      phone: '9611234567',
      links: ['github.com/nehagupta'],
      location: 'Bengaluru, Karnataka',
      sections: [
        {
          kind: 'work',
          heading: 'Work Experience',
          entries: [
            {
              title: 'Software Engineer II (Backend)',
              company: 'Swiggy',
              dates: 'Jun 2023 – Present',
              location: 'Bengaluru',
              bullets: [
                'Own the order-tracking service in Node.js and TypeScript handling 4k requests a second at peak.',
                'Moved hot reads to Redis and cut p99 latency from 180 ms to 45 ms.',
                'Publish order events to Kafka for the analytics and notifications teams.',
              ],
            },
            {
              title: 'Software Engineer',
              company: 'Razorpay',
              dates: 'Jul 2021 – May 2023',
              location: 'Bengaluru',
              bullets: [
                'Built REST APIs for settlement reports on PostgreSQL; added partitioning for the 2 TB ledger table.',
                'Wrote the Docker setup that new joiners use on day one.',
              ],
            },
          ],
        },
        {
          kind: 'skills',
          heading: 'Skills',
          style: 'list',
          lines: ['Node.js, TypeScript, PostgreSQL, Redis, Kafka, Docker, REST APIs, AWS, Git'],
        },
        {
          kind: 'education',
          heading: 'Education',
          entries: [
            {
              degree: 'B.Tech',
              field: 'Computer Science',
              institution: 'National Institute of Technology, Jamshedpur',
              years: '2017 – 2021',
              grade: 'CGPA 8.45',
            },
          ],
        },
      ],
      layout: layout('title-bold', 'Helvetica', { columns: 2 }),
    },
    labels: {
      name: 'Neha Gupta',
      email: 'nehagupta.blr@gmail.com',
      phone: '+919611234567',
      skills: ['Node.js', 'TypeScript', 'PostgreSQL', 'Redis', 'Kafka', 'Docker', 'REST APIs', 'AWS', 'Git'],
      degree: 'B.Tech',
      expectedJobs: ['Backend Engineer (Node.js)', 'Full Stack Developer'],
    },
  },
  {
    spec: {
      id: 'suresh-patil-embedded',
      name: 'Suresh Patil',
      email: 'suresh.patil.ece@gmail.com',
      phone: '+91 94220 98765',
      links: [],
      location: 'Pune, Maharashtra',
      sections: [
        {
          kind: 'summary',
          heading: 'Profile Summary',
          text: 'Embedded engineer with 4 years on automotive ECUs: firmware in C and C++ on ARM Cortex-M microcontrollers, CAN diagnostics and bring-up of new boards.',
        },
        {
          kind: 'work',
          heading: 'Employment History',
          entries: [
            {
              title: 'Embedded Software Engineer',
              company: 'KPIT Technologies',
              dates: '08/2021 – present',
              location: 'Pune',
              bullets: [
                'Body-control module firmware on FreeRTOS; owned the CAN and UDS diagnostic stack.',
                'Wrote I2C/SPI drivers for sensors on new hardware revisions.',
              ],
            },
            {
              title: 'Graduate Engineer Trainee',
              company: 'Tata Elxsi',
              dates: '07/2020 – 07/2021',
              location: 'Bengaluru',
              bullets: ['Tested Embedded Linux builds for set-top boxes; scripted test runs in Python.'],
            },
          ],
        },
        {
          kind: 'skills',
          heading: 'Technical Skills',
          style: 'bullets',
          lines: [
            'C, C++ (embedded)',
            'RTOS (FreeRTOS), Embedded Linux',
            'Microcontrollers: STM32, NXP S32K',
            'Protocols: CAN, UART, I2C/SPI',
            'Tools: Keil, Git, oscilloscope and logic analyser',
          ],
        },
        {
          kind: 'education',
          heading: 'Education',
          entries: [
            {
              degree: 'B.E.',
              field: 'Electronics and Telecommunication',
              institution: 'Vishwakarma Institute of Technology, Pune',
              years: '2016 – 2020',
              grade: 'First Division (71.3%)',
            },
            {
              degree: 'Diploma',
              field: 'Industrial Electronics',
              institution: 'Government Polytechnic, Kolhapur',
              years: '2013 – 2016',
              grade: '84.6%',
            },
          ],
        },
      ],
      layout: layout('underlined-caps', 'Helvetica'),
    },
    labels: {
      name: 'Suresh Patil',
      email: 'suresh.patil.ece@gmail.com',
      phone: '+919422098765',
      skills: [
        'C',
        'C++',
        'RTOS',
        'FreeRTOS',
        'Embedded Linux',
        'Microcontrollers',
        'CAN',
        'UART',
        'I2C/SPI',
        'Python',
        'Git',
        'STM32',
      ],
      degree: 'B.E.',
      expectedJobs: ['Embedded Systems Engineer'],
    },
  },
  {
    spec: {
      id: 'ananya-joshi-uiux',
      name: 'Ananya Joshi',
      tagline: 'Product Designer',
      email: 'hello@ananyajoshi.design',
      phone: '+91 99300 45612',
      links: ['behance.net/ananyajoshi', 'ananyajoshi.design'],
      location: 'Mumbai, Maharashtra',
      sections: [
        {
          kind: 'summary',
          heading: 'About',
          text: 'Designer with three years on consumer apps. I start with user research, sketch a lot, and hand over Figma files developers thank me for.',
        },
        {
          kind: 'work',
          heading: 'Experience',
          entries: [
            {
              title: 'UI/UX Designer',
              company: 'CRED',
              dates: 'Mar 2023 – Present',
              location: 'Bengaluru (remote)',
              bullets: [
                'Designed the rewards redesign from wireframing to high-fidelity prototyping in Figma.',
                'Ran 25 user research interviews in Tier-2 cities; the findings changed the onboarding.',
                'Maintain the design system used by 12 designers.',
              ],
            },
            {
              title: 'Junior Designer',
              company: 'Lollypop Design Studio',
              dates: 'Jun 2021 – Feb 2023',
              location: 'Mumbai',
              bullets: ['Screens and usability testing for a bank and an edtech client; Adobe XD and Illustrator.'],
            },
          ],
        },
        {
          kind: 'skills',
          heading: 'Tools & Skills',
          style: 'bullets',
          lines: [
            'Figma',
            'User Research',
            'Wireframing',
            'Prototyping',
            'Design Systems',
            'Usability Testing',
            'Adobe XD',
            'Adobe Illustrator',
          ],
        },
        {
          kind: 'education',
          heading: 'Education',
          entries: [
            {
              degree: 'B.Des',
              field: 'Communication Design',
              institution: 'MIT Institute of Design, Pune',
              years: '2017 – 2021',
              grade: 'CGPA 8.2',
            },
          ],
        },
      ],
      layout: layout('plain-large', 'Helvetica', { columns: 2 }),
    },
    labels: {
      name: 'Ananya Joshi',
      email: 'hello@ananyajoshi.design',
      phone: '+919930045612',
      skills: [
        'Figma',
        'User Research',
        'Wireframing',
        'Prototyping',
        'Design Systems',
        'Usability Testing',
        'Adobe XD',
        'Adobe Illustrator',
      ],
      degree: 'B.Des',
      expectedJobs: ['UI/UX Designer'],
    },
  },
  {
    spec: {
      id: 'karthik-subramanian-security',
      name: 'Karthik Subramanian',
      email: 'karthik.s.sec@gmail.com',
      phone: '(+91) 90031 22446',
      links: ['linkedin.com/in/karthiksubramanian'],
      location: 'Chennai, Tamil Nadu',
      sections: [
        {
          kind: 'summary',
          heading: 'Summary',
          text: 'SOC analyst with 3 years in a 24x7 security operations centre. Comfortable triaging SIEM alerts, leading incident response on phishing cases and running VAPT for web apps.',
        },
        {
          kind: 'skills',
          heading: 'Areas of Expertise',
          style: 'list',
          lines: [
            'SIEM (Splunk, QRadar), Incident Response, Network Security',
            'VAPT: Burp Suite, Nmap, Metasploit',
            'Linux, Python scripting, Wireshark',
          ],
        },
        {
          kind: 'work',
          heading: 'Professional Experience',
          entries: [
            {
              title: 'Security Analyst L2',
              company: 'Wipro Cybersecurity',
              dates: 'Jan 2022 – Present',
              location: 'Chennai',
              bullets: [
                'Triage 150 alerts a shift in Splunk; wrote 20 correlation rules that cut false positives by a third.',
                'Led response to a credential-stuffing attack on a retail client, from containment to report.',
              ],
            },
          ],
        },
        {
          kind: 'education',
          heading: 'Education',
          entries: [
            {
              degree: 'B.Sc.',
              field: 'Computer Science',
              institution: 'Loyola College, Chennai',
              years: '2018 – 2021',
              grade: '81%',
            },
          ],
        },
        {
          kind: 'certifications',
          heading: 'Certifications',
          items: ['CEH v11 (EC-Council)', 'CompTIA Security+'],
        },
      ],
      layout: layout('caps-bold', 'Times'),
    },
    labels: {
      name: 'Karthik Subramanian',
      email: 'karthik.s.sec@gmail.com',
      phone: '+919003122446',
      skills: [
        'SIEM',
        'Splunk',
        'QRadar',
        'Incident Response',
        'Network Security',
        'VAPT',
        'Burp Suite',
        'Nmap',
        'Metasploit',
        'Linux',
        'Python',
        'Wireshark',
      ],
      degree: 'B.Sc.',
      expectedJobs: ['Security Analyst'],
    },
  },
  {
    spec: {
      id: 'divya-menon-flutter',
      name: 'Divya Menon',
      email: 'divyamenon.apps@gmail.com',
      phone: '8129456701',
      links: ['github.com/divyamenon'],
      location: 'Thiruvananthapuram, Kerala',
      sections: [
        {
          kind: 'summary',
          heading: 'Objective',
          text: 'Flutter developer with 1.5 years of experience building cross-platform apps for startups in Technopark.',
        },
        {
          kind: 'work',
          heading: 'Experience',
          entries: [
            {
              title: 'Flutter Developer',
              company: 'Qburst Technologies',
              dates: 'Jan 2024 – Present',
              location: 'Thiruvananthapuram',
              bullets: [
                'Built a grocery delivery app in Flutter and Dart with Firebase auth and push notifications.',
                'State management with Provider; REST APIs integrated with Dio.',
              ],
            },
          ],
        },
        {
          kind: 'skills',
          heading: 'Skills',
          style: 'list',
          lines: ['Flutter, Dart, Firebase, Provider, REST APIs, Git, Android Studio'],
        },
        {
          kind: 'education',
          heading: 'Education',
          entries: [
            {
              degree: 'MCA',
              institution: 'College of Engineering Trivandrum',
              years: '2021 – 2023',
              grade: 'CGPA 8.0',
            },
            {
              degree: 'B.Sc. Mathematics',
              institution: 'University College, Thiruvananthapuram',
              years: '2018 – 2021',
              grade: '78%',
            },
          ],
        },
      ],
      layout: layout('title-bold', 'Helvetica', { contact: 'stacked' }),
    },
    labels: {
      name: 'Divya Menon',
      email: 'divyamenon.apps@gmail.com',
      phone: '+918129456701',
      skills: ['Flutter', 'Dart', 'Firebase', 'Provider', 'REST APIs', 'Git', 'Android Studio'],
      degree: 'MCA',
      expectedJobs: ['Flutter Developer', 'Android Developer'],
    },
  },
  {
    spec: {
      id: 'rahul-sharma-data-scientist',
      name: 'Rahul Sharma',
      email: 'rahul.sharma.ds@gmail.com',
      phone: '+91 98111 20987',
      links: ['github.com/rsharma-ds', 'linkedin.com/in/rahulsharma-ds'],
      location: 'Gurugram, Haryana',
      sections: [
        {
          kind: 'summary',
          heading: 'Professional Summary',
          text: 'Data scientist with 4 years of experience in credit risk and marketing analytics. I build models that ship: from SQL feature pipelines to monitored XGBoost scorecards in production.',
        },
        {
          kind: 'work',
          heading: 'Work Experience',
          entries: [
            {
              title: 'Data Scientist',
              company: 'Paytm (One97 Communications)',
              dates: 'Sep 2022 – Present',
              location: 'Noida',
              bullets: [
                'Built XGBoost credit models for buy-now-pay-later; Gini up 7 points over the vendor score.',
                'Feature pipelines in SQL and Pandas over 40 million users; weekly drift reports.',
              ],
            },
            {
              title: 'Analyst, Decision Sciences',
              company: 'American Express',
              dates: 'Jul 2020 – Aug 2022',
              location: 'Gurugram',
              bullets: [
                'Campaign response models in Python and scikit-learn; A/B test design and Statistics reviews.',
                'Dashboards in Tableau for the marketing leads.',
              ],
            },
          ],
        },
        {
          kind: 'skills',
          heading: 'Technical Skills',
          style: 'list',
          lines: [
            'Python, SQL, Pandas, NumPy, scikit-learn, XGBoost',
            'Machine Learning, Statistics, A/B Testing',
            'Tableau, Spark, Git',
          ],
        },
        {
          kind: 'education',
          heading: 'Education',
          entries: [
            {
              degree: 'M.Sc.',
              field: 'Statistics',
              institution: 'University of Delhi',
              years: '2018 – 2020',
              grade: '76%',
            },
            {
              degree: 'B.Sc. (Hons) Mathematics',
              institution: 'Hindu College, University of Delhi',
              years: '2015 – 2018',
              grade: '82%',
            },
          ],
        },
        {
          kind: 'free',
          heading: 'Talks',
          lines: ['“Scorecards without tears”, PyData Delhi meetup, March 2024.'],
        },
      ],
      layout: layout('caps-bold', 'Helvetica', { pages: 2, contact: 'stacked' }),
    },
    labels: {
      name: 'Rahul Sharma',
      email: 'rahul.sharma.ds@gmail.com',
      phone: '+919811120987',
      skills: [
        'Python',
        'SQL',
        'Pandas',
        'NumPy',
        'scikit-learn',
        'XGBoost',
        'Machine Learning',
        'Statistics',
        'A/B Testing',
        'Tableau',
        'Spark',
        'Git',
      ],
      degree: 'M.Sc.',
      expectedJobs: ['Data Scientist', 'Data Analyst', 'Machine Learning Engineer'],
    },
  },
  {
    spec: {
      id: 'tanvi-deshpande-apm',
      name: 'Tanvi Deshpande',
      email: 'tanvi.deshpande@iimidr.ac.in',
      phone: '+91-97300-11452',
      links: ['linkedin.com/in/tanvideshpande'],
      location: 'Indore, Madhya Pradesh',
      sections: [
        {
          kind: 'education',
          heading: 'Education',
          entries: [
            {
              degree: 'MBA',
              institution: 'Indian Institute of Management Indore',
              years: '2023 – 2025',
              grade: 'CGPA 3.4/4.33',
            },
            {
              degree: 'B.E.',
              field: 'Information Technology',
              institution: 'Shri Govindram Seksaria Institute of Technology and Science, Indore',
              years: '2017 – 2021',
              grade: '8.1 CGPA',
            },
          ],
        },
        {
          kind: 'work',
          heading: 'Work Experience',
          entries: [
            {
              title: 'Product Management Intern',
              company: 'Meesho',
              dates: 'Apr 2024 – Jun 2024',
              location: 'Bengaluru',
              bullets: [
                'Wrote the PRD for seller returns; ran SQL on order data to size the problem at 9% of GMV.',
                'Sprint planning in Jira with two engineering pods; shipped the first release in week 8.',
              ],
            },
            {
              title: 'Business Analyst',
              company: 'Infosys',
              dates: 'Aug 2021 – May 2023',
              location: 'Pune',
              bullets: [
                'Gathered requirements for a retail client; user research with store managers; Analytics dashboards.',
              ],
            },
          ],
        },
        {
          kind: 'skills',
          heading: 'Skills',
          style: 'list',
          lines: ['Product Thinking, User Research, SQL, Jira, Analytics, Communication, Figma'],
        },
        {
          kind: 'free',
          heading: 'Positions of Responsibility',
          bullets: true,
          lines: [
            'Coordinator, Product Club, IIM Indore',
            'Led a 6-member team for the Flipkart WiRED case challenge (national finalist)',
          ],
        },
      ],
      layout: layout('underlined-caps', 'Times'),
    },
    labels: {
      name: 'Tanvi Deshpande',
      email: 'tanvi.deshpande@iimidr.ac.in',
      phone: '+919730011452',
      skills: ['Product Thinking', 'User Research', 'SQL', 'Jira', 'Analytics', 'Communication', 'Figma'],
      degree: 'MBA',
      expectedJobs: ['Associate Product Manager'],
    },
  },
  {
    spec: {
      id: 'arjun-malhotra-cloud',
      name: 'Arjun Malhotra',
      email: 'arjun.malhotra93@rediffmail.com',
      phone: '9815012346',
      links: [],
      location: 'Chandigarh',
      sections: [
        {
          kind: 'summary',
          heading: 'Career Summary',
          text: 'Two years in technical support for cloud customers, moving towards cloud engineering. Patient on calls and thorough with troubleshooting notes.',
        },
        {
          kind: 'work',
          heading: 'Experience',
          entries: [
            {
              title: 'Technical Support Engineer',
              company: 'Teleperformance (for a US cloud provider)',
              dates: 'Feb 2023 – Present',
              location: 'Mohali',
              bullets: [
                'Resolve AWS and Azure tickets on EC2, VPC networking and IAM for small-business customers.',
                'Wrote Shell Scripting snippets that the team uses to collect Linux logs.',
              ],
            },
          ],
        },
        {
          kind: 'skills',
          heading: 'Skills',
          style: 'bullets',
          lines: ['AWS', 'Azure', 'Linux', 'Networking', 'Shell Scripting', 'Troubleshooting', 'Windows Server'],
        },
        {
          kind: 'education',
          heading: 'Qualification',
          entries: [
            {
              degree: 'B.Sc. IT',
              institution: 'Panjab University, Chandigarh',
              years: '2019 – 2022',
              grade: '68%',
            },
          ],
        },
        {
          kind: 'certifications',
          heading: 'Certifications',
          items: ['AWS Certified Cloud Practitioner', 'Microsoft Azure Fundamentals (AZ-900)'],
        },
      ],
      layout: layout('plain-large', 'Times'),
    },
    labels: {
      name: 'Arjun Malhotra',
      email: 'arjun.malhotra93@rediffmail.com',
      phone: '+919815012346',
      skills: ['AWS', 'Azure', 'Linux', 'Networking', 'Shell Scripting', 'Troubleshooting', 'Windows Server'],
      degree: 'B.Sc. IT',
      expectedJobs: ['Cloud Support Associate', 'DevOps Engineer'],
    },
  },
];
