import { INDIAN_STATES } from '../common/indian-states.ts';

/**
 * Reading a free-text location ('Hybrid - Bengaluru / Remote', 'Pune, Maharashtra', 'Mumbai, Pune') into
 * places for structured data. Every listing is in India, so the country is always 'IN'; the state is filled
 * in only when the text names it or the city is one we know, never guessed.
 */

/** The state of the cities jobs and hackathons name most, under their common spellings. */
const CITY_REGIONS: Record<string, string> = {
  bengaluru: 'Karnataka',
  bangalore: 'Karnataka',
  mysuru: 'Karnataka',
  mysore: 'Karnataka',
  mangaluru: 'Karnataka',
  mangalore: 'Karnataka',
  hyderabad: 'Telangana',
  secunderabad: 'Telangana',
  pune: 'Maharashtra',
  mumbai: 'Maharashtra',
  'navi mumbai': 'Maharashtra',
  thane: 'Maharashtra',
  nagpur: 'Maharashtra',
  chennai: 'Tamil Nadu',
  coimbatore: 'Tamil Nadu',
  madurai: 'Tamil Nadu',
  gurugram: 'Haryana',
  gurgaon: 'Haryana',
  faridabad: 'Haryana',
  noida: 'Uttar Pradesh',
  'greater noida': 'Uttar Pradesh',
  lucknow: 'Uttar Pradesh',
  ghaziabad: 'Uttar Pradesh',
  delhi: 'Delhi',
  'new delhi': 'Delhi',
  kolkata: 'West Bengal',
  ahmedabad: 'Gujarat',
  gandhinagar: 'Gujarat',
  surat: 'Gujarat',
  vadodara: 'Gujarat',
  jaipur: 'Rajasthan',
  kochi: 'Kerala',
  thiruvananthapuram: 'Kerala',
  indore: 'Madhya Pradesh',
  bhopal: 'Madhya Pradesh',
  chandigarh: 'Chandigarh',
  mohali: 'Punjab',
  bhubaneswar: 'Odisha',
  guwahati: 'Assam',
  visakhapatnam: 'Andhra Pradesh',
  vijayawada: 'Andhra Pradesh',
  patna: 'Bihar',
  ranchi: 'Jharkhand',
  dehradun: 'Uttarakhand',
  goa: 'Goa',
};

/** A token naming one of India's states or union territories is the region of the city before it. */
const REGION_BY_NAME = new Map<string, string>(INDIAN_STATES.map((r) => [r.toLowerCase(), r]));

/** Words that mean the work (or the event) happens online rather than at a place. */
const REMOTE_WORDS = new Set(['remote', 'work from home', 'wfh', 'online', 'virtual', 'anywhere']);
/** Words that name no single place: dropped. */
const NO_PLACE_WORDS = new Set(['india', 'pan india', 'hybrid', 'offline']);

/** A city (with its state when known), or a state alone when the text names only that. */
export interface ParsedPlace {
  locality?: string;
  region?: string;
}

export interface ParsedLocations {
  places: ParsedPlace[];
  /** The text says the work can be done remotely (or the event is online). */
  remote: boolean;
}

export const parseLocations = (text: string | null | undefined): ParsedLocations => {
  const places: ParsedPlace[] = [];
  let remote = false;
  // 'Hybrid - Bengaluru' names Bengaluru, as the jobs table's location tags read it.
  const tokens = (text ?? '')
    .replace(/hybrid\s*-\s*/gi, '')
    .split(/[,/;|]/)
    .map((t) => t.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  for (const token of tokens) {
    const key = token.toLowerCase();
    const region = REGION_BY_NAME.get(key);
    const last = places.at(-1);
    if (REMOTE_WORDS.has(key)) remote = true;
    else if (NO_PLACE_WORDS.has(key)) continue;
    // 'Pune, Maharashtra': the state completes the city before it.
    else if (region && last?.locality && (!last.region || last.region === region)) last.region = region;
    else if (!places.some((p) => (p.locality ?? p.region)?.toLowerCase() === key)) {
      const known = CITY_REGIONS[key];
      if (known) places.push({ locality: token, region: known });
      else places.push(region ? { region } : { locality: token });
    }
  }
  return { places, remote };
};
