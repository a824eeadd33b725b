/**
 * Reference lists of the benchmark data set (`npm run seed:bench`): invented company names, the industries
 * they hire for, and Indian cities weighted roughly by how many tech and business jobs they list.
 */

/** First word of a company name: rivers, hills, stars and ideas (80 of them; × 65 suffixes = 5,200 names). */
export const NAME_PREFIXES: readonly string[] = `
  Kaveri Godavari Narmada Tapti Krishna Yamuna Sutlej Chenab Teesta Mahanadi Pennar Tungabhadra
  Sahyadri Nilgiri Aravalli Vindhya Satpura Himadri Shivalik Malabar Konkan Deccan Coromandel
  Kalinga Magadh Avadh Vidarbha Saurashtra Kutch Bundel Agni Vayu Akash Prithvi Surya Chandra
  Tara Nakshatra Dhruv Arjun Pragati Unnati Samarth Sankalp Disha Drishti Prerna Srishti Navya
  Nirmaan Udaan Garuda Mayura Kestrel Banyan Peepal Neem Tulsi Kesari Indigo Saffron Lotus Kamal
  Jasmine Mogra Chinar Deodar Palash Ashoka Amaltas Vistara Anant Akshay Vriddhi Sampada Trishul
  Setu Sangam Kshitij Vihaan`
  .trim()
  .split(/\s+/);

export interface Industry {
  name: string;
  /** Job templates (keys of JOB_TEMPLATES) the industry posts for, most frequent first. */
  hiringFor: string[];
  /** Second words of company names in this industry. */
  suffixes: string[];
}

export const INDUSTRIES: readonly Industry[] = [
  {
    name: 'IT Services & Consulting',
    hiringFor: [
      'java',
      'frontend',
      'backend',
      'python',
      'fullstack',
      'qa',
      'devops',
      'cloud',
      'sde-intern',
      'support',
      'hr',
    ],
    suffixes: ['Technologies', 'Infotech', 'Softworks', 'Consulting', 'Infosystems', 'IT Solutions'],
  },
  {
    name: 'Cloud Infrastructure & SaaS',
    hiringFor: [
      'backend',
      'devops',
      'cloud',
      'frontend',
      'fullstack',
      'product',
      'support',
      'cybersecurity',
      'sde-intern',
    ],
    suffixes: ['Cloud', 'Systems', 'Stack', 'Labs', 'Software'],
  },
  {
    name: 'Financial Services & Fintech',
    hiringFor: ['backend', 'java', 'finance', 'frontend', 'qa', 'bda', 'data-analyst', 'cybersecurity'],
    suffixes: ['Fintech', 'Capital', 'Payments', 'Finserv', 'Money'],
  },
  {
    name: 'Data & Analytics',
    hiringFor: ['data-analyst', 'data-scientist', 'ml-engineer', 'python', 'sde-intern', 'product'],
    suffixes: ['Analytics', 'Data', 'AI', 'Insights'],
  },
  {
    name: 'E-commerce & Retail',
    hiringFor: ['ops', 'frontend', 'backend', 'marketing', 'support', 'fullstack', 'bda', 'data-analyst', 'uiux'],
    suffixes: ['Retail', 'Commerce', 'Mart', 'Bazaar', 'Kart'],
  },
  {
    name: 'Education & EdTech',
    hiringFor: ['content', 'bda', 'marketing', 'flutter', 'fullstack', 'uiux', 'support', 'hr'],
    suffixes: ['Learning', 'Academy', 'Edutech', 'Classes'],
  },
  {
    name: 'Healthcare Technology',
    hiringFor: ['flutter', 'backend', 'support', 'uiux', 'qa', 'data-analyst', 'research'],
    suffixes: ['Health', 'Care', 'Diagnostics', 'Medtech'],
  },
  {
    name: 'Manufacturing & Automotive',
    hiringFor: ['mechanical', 'embedded', 'ops', 'data-scientist', 'finance', 'hr'],
    suffixes: ['Motors', 'Engineering', 'Industries', 'Auto Components', 'Electricals'],
  },
  {
    name: 'Logistics & Supply Chain',
    hiringFor: ['ops', 'android', 'backend', 'data-analyst', 'support', 'bda'],
    suffixes: ['Logistics', 'Freight', 'Express', 'Movers'],
  },
  {
    name: 'Media, Marketing & Advertising',
    hiringFor: ['content', 'marketing', 'uiux', 'bda'],
    suffixes: ['Media', 'Digital', 'Studios', 'Communications'],
  },
  {
    name: 'Cybersecurity',
    hiringFor: ['cybersecurity', 'devops', 'cloud', 'python', 'backend'],
    suffixes: ['Secure', 'Cyber', 'Shield'],
  },
  {
    name: 'Consumer Internet & Mobile Apps',
    hiringFor: ['android', 'flutter', 'frontend', 'backend', 'uiux', 'product', 'marketing'],
    suffixes: ['Apps', 'Mobile', 'Ventures', 'Tech'],
  },
  {
    name: 'Research & Higher Education',
    hiringFor: ['research', 'content', 'data-analyst'],
    suffixes: ['Institute', 'Research Foundation', 'University'],
  },
  {
    name: 'Electronics & Semiconductors',
    hiringFor: ['embedded', 'mechanical', 'qa', 'sde-intern'],
    suffixes: ['Semiconductors', 'Electronics', 'Devices'],
  },
  {
    name: 'Telecom & Networking',
    hiringFor: ['cloud', 'devops', 'embedded', 'support', 'java'],
    suffixes: ['Telecom', 'Networks', 'Connect'],
  },
  {
    name: 'Travel & Hospitality',
    hiringFor: ['support', 'ops', 'marketing', 'bda', 'frontend'],
    suffixes: ['Travels', 'Hospitality', 'Journeys'],
  },
];

export interface City {
  name: string;
  state: string;
  /** Relative share of jobs listed in the city. */
  weight: number;
}

export const CITIES: readonly City[] = [
  { name: 'Bengaluru', state: 'Karnataka', weight: 18 },
  { name: 'Hyderabad', state: 'Telangana', weight: 12 },
  { name: 'Pune', state: 'Maharashtra', weight: 10 },
  { name: 'Mumbai', state: 'Maharashtra', weight: 10 },
  { name: 'Chennai', state: 'Tamil Nadu', weight: 9 },
  { name: 'Gurugram', state: 'Haryana', weight: 8 },
  { name: 'Noida', state: 'Uttar Pradesh', weight: 7 },
  { name: 'New Delhi', state: 'Delhi', weight: 6 },
  { name: 'Kolkata', state: 'West Bengal', weight: 5 },
  { name: 'Ahmedabad', state: 'Gujarat', weight: 4 },
  { name: 'Jaipur', state: 'Rajasthan', weight: 3 },
  { name: 'Kochi', state: 'Kerala', weight: 3 },
  { name: 'Thiruvananthapuram', state: 'Kerala', weight: 2 },
  { name: 'Coimbatore', state: 'Tamil Nadu', weight: 2 },
  { name: 'Indore', state: 'Madhya Pradesh', weight: 2 },
  { name: 'Chandigarh', state: 'Chandigarh', weight: 2 },
  { name: 'Lucknow', state: 'Uttar Pradesh', weight: 2 },
  { name: 'Bhubaneswar', state: 'Odisha', weight: 2 },
  { name: 'Nagpur', state: 'Maharashtra', weight: 1 },
  { name: 'Visakhapatnam', state: 'Andhra Pradesh', weight: 1 },
  { name: 'Mysuru', state: 'Karnataka', weight: 1 },
  { name: 'Vadodara', state: 'Gujarat', weight: 1 },
  { name: 'Surat', state: 'Gujarat', weight: 1 },
  { name: 'Guwahati', state: 'Assam', weight: 1 },
  { name: 'Mangaluru', state: 'Karnataka', weight: 1 },
  { name: 'Bhopal', state: 'Madhya Pradesh', weight: 1 },
  { name: 'Patna', state: 'Bihar', weight: 1 },
  { name: 'Nashik', state: 'Maharashtra', weight: 1 },
  { name: 'Dehradun', state: 'Uttarakhand', weight: 1 },
  { name: 'Madurai', state: 'Tamil Nadu', weight: 1 },
];

export const LEGAL_FORMS = ['Pvt. Ltd.', 'Pvt. Ltd.', 'Pvt. Ltd.', 'Limited', 'LLP', 'Technologies Pvt. Ltd.'] as const;

export const EMPLOYEE_BANDS = ['11-50', '51-200', '201-500', '501-1000', '1001-5000', '5001-10000', '10000+'] as const;
