// How a job's skills and location are read, shared by recommendations (job-recommendations.service.ts) and
// matching (matching/scoring.ts): the same splitting as the generated columns skill_tags and location_tags
// (db/schema/jobs.ts), so what TypeScript scores is exactly what the database matched.

/** Location tags that mean the job can be done from anywhere. */
export const REMOTE_TAGS: readonly string[] = ['remote', 'work from home', 'wfh'];

/**
 * Indian cities listed under more than one name; a user in "Bangalore" is in "Bengaluru". Lower case, as the
 * jobs' location tags are.
 */
export const CITY_NAMES: readonly (readonly string[])[] = [
  ['bengaluru', 'bangalore'],
  ['mumbai', 'bombay', 'navi mumbai'],
  ['gurugram', 'gurgaon'],
  ['kolkata', 'calcutta'],
  ['chennai', 'madras'],
  ['delhi', 'new delhi', 'delhi ncr'],
  ['thiruvananthapuram', 'trivandrum'],
  ['kochi', 'cochin'],
  ['mysuru', 'mysore'],
  ['puducherry', 'pondicherry'],
  ['vadodara', 'baroda'],
  ['prayagraj', 'allahabad'],
  ['visakhapatnam', 'vizag'],
  ['mangaluru', 'mangalore'],
  ['belagavi', 'belgaum'],
];

/** The job's skills as it spells them; their lower case is its skill_tags. */
export const skillsOf = (skills: string): string[] =>
  skills
    .trim()
    .split(/\s*,\s*/)
    .filter((t) => t !== '');

/** 'Hybrid - Bengaluru / Remote' → ['bengaluru', 'remote'], as the location_tags column holds it. */
export const locationTagsOf = (location: string): string[] =>
  location
    .toLowerCase()
    .replace(/hybrid\s*-\s*/g, '')
    .trim()
    .split(/\s*[,/]\s*/)
    .filter((t) => t !== '');

/** A city and its other names, lower case. */
export const cityTagsOf = (city: string): string[] => {
  const own = city.trim().toLowerCase();
  return [...(CITY_NAMES.find((names) => names.includes(own)) ?? [own])];
};
