import { INDIAN_STATES } from '@elevate/contracts/common/indian-states';

export type IndianState = (typeof INDIAN_STATES)[number];

/**
 * Cities by state, as resumes write them. "Bengaluru/Bangalore": the first spelling is the one we answer, the
 * others (old names, common short forms) are recognised too. Towns that are also common first names or surnames
 * (Anand, Sagar, Puri) are left out: a person's name would read as their city.
 */
const CITIES: Record<IndianState, string> = {
  'Andhra Pradesh':
    'Visakhapatnam/Vizag/Vishakhapatnam, Vijayawada, Guntur, Nellore, Kurnool, Tirupati, Kakinada, Rajahmundry/Rajamahendravaram, Kadapa, Anantapur, Eluru, Ongole, Vizianagaram, Srikakulam, Amaravati, Chittoor, Machilipatnam, Tenali, Proddatur, Bhimavaram',
  'Arunachal Pradesh': 'Itanagar, Naharlagun, Pasighat, Tawang',
  Assam: 'Guwahati/Gauhati, Dibrugarh, Silchar, Jorhat, Tezpur, Nagaon, Tinsukia, Bongaigaon',
  Bihar:
    'Patna, Gaya, Bhagalpur, Muzaffarpur, Darbhanga, Purnia, Arrah, Begusarai, Katihar, Munger, Chapra, Bihar Sharif, Hajipur, Sasaram',
  Chhattisgarh: 'Raipur, Bhilai, Bilaspur, Korba, Durg, Rajnandgaon, Raigarh, Jagdalpur, Ambikapur',
  Goa: 'Panaji/Panjim, Margao/Madgaon, Vasco da Gama, Mapusa, Ponda',
  Gujarat:
    'Ahmedabad/Amdavad, Surat, Vadodara/Baroda, Rajkot, Bhavnagar, Jamnagar, Gandhinagar, Junagadh, Navsari, Morbi, Nadiad, Bharuch, Vapi, Mehsana, Bhuj, Porbandar, Gandhidham, Valsad',
  Haryana:
    'Gurugram/Gurgaon, Faridabad, Panipat, Ambala, Hisar, Rohtak, Karnal, Sonipat, Panchkula, Yamunanagar, Kurukshetra, Bhiwani, Sirsa, Rewari, Bahadurgarh, Palwal',
  'Himachal Pradesh': 'Shimla/Simla, Dharamshala/Dharamsala, Mandi, Solan, Kullu, Manali, Hamirpur, Bilaspur HP',
  Jharkhand: 'Ranchi, Jamshedpur, Dhanbad, Bokaro/Bokaro Steel City, Hazaribagh, Deoghar, Giridih, Ramgarh',
  Karnataka:
    'Bengaluru/Bangalore, Mysuru/Mysore, Mangaluru/Mangalore, Hubballi/Hubli, Dharwad, Belagavi/Belgaum, Kalaburagi/Gulbarga, Davanagere, Ballari/Bellary, Vijayapura/Bijapur, Shivamogga/Shimoga, Tumakuru/Tumkur, Udupi, Manipal, Hassan, Raichur, Bidar, Mandya, Chitradurga, Hosapete/Hospet, Karwar',
  Kerala:
    'Thiruvananthapuram/Trivandrum, Kochi/Cochin/Ernakulam, Kozhikode/Calicut, Thrissur/Trichur, Kollam/Quilon, Kannur/Cannanore, Alappuzha/Alleppey, Palakkad/Palghat, Kottayam, Malappuram, Kasaragod, Pathanamthitta',
  'Madhya Pradesh':
    'Indore, Bhopal, Jabalpur, Gwalior, Ujjain, Dewas, Satna, Ratlam, Rewa, Katni, Singrauli, Burhanpur, Khandwa, Chhindwara, Vidisha, Shivpuri',
  Maharashtra:
    'Mumbai/Bombay, Pune/Poona, Nagpur, Nashik/Nasik, Thane, Navi Mumbai, Aurangabad/Chhatrapati Sambhajinagar, Solapur/Sholapur, Kolhapur, Amravati, Nanded, Sangli, Jalgaon, Akola, Latur, Ahmednagar/Ahilyanagar, Dhule, Chandrapur, Parbhani, Ichalkaranji, Kalyan, Dombivli, Vasai, Virar, Bhiwandi, Panvel, Pimpri-Chinchwad/Pimpri/Chinchwad, Satara, Ratnagiri, Wardha, Baramati, Lonavala',
  Manipur: 'Imphal',
  Meghalaya: 'Shillong, Tura',
  Mizoram: 'Aizawl, Lunglei',
  Nagaland: 'Kohima, Dimapur',
  Odisha: 'Bhubaneswar, Cuttack, Rourkela, Berhampur/Brahmapur, Sambalpur, Balasore/Baleswar, Bhadrak, Baripada',
  Punjab:
    'Ludhiana, Amritsar, Jalandhar/Jullundur, Patiala, Bathinda/Bhatinda, Mohali/Sahibzada Ajit Singh Nagar, Pathankot, Hoshiarpur, Moga, Phagwara, Firozpur/Ferozepur, Kapurthala',
  Rajasthan:
    'Jaipur, Jodhpur, Kota, Bikaner, Ajmer, Udaipur, Bhilwara, Alwar, Bharatpur, Sikar, Pali, Sri Ganganagar/Ganganagar, Tonk, Kishangarh, Beawar, Chittorgarh, Jhunjhunu, Pilani, Bhiwadi, Neemrana',
  Sikkim: 'Gangtok, Namchi',
  'Tamil Nadu':
    'Chennai/Madras, Coimbatore/Kovai, Madurai, Tiruchirappalli/Trichy/Tiruchi, Salem, Tirunelveli, Tiruppur/Tirupur, Vellore, Erode, Thoothukudi/Tuticorin, Dindigul, Thanjavur/Tanjore, Hosur, Nagercoil, Kanchipuram/Kancheepuram, Karur, Kumbakonam, Cuddalore, Tiruvannamalai, Pollachi, Chengalpattu, Sivakasi',
  Telangana:
    'Hyderabad, Secunderabad, Warangal, Nizamabad, Karimnagar, Khammam, Ramagundam, Mahbubnagar, Nalgonda, Adilabad, Siddipet, Cyberabad',
  Tripura: 'Agartala',
  'Uttar Pradesh':
    'Lucknow, Kanpur/Cawnpore, Noida, Greater Noida, Ghaziabad, Agra, Varanasi/Benares/Banaras, Prayagraj/Allahabad, Meerut, Bareilly, Aligarh, Moradabad, Saharanpur, Gorakhpur, Jhansi, Mathura, Firozabad, Ayodhya/Faizabad, Muzaffarnagar, Shahjahanpur, Rampur, Etawah, Mirzapur, Bulandshahr, Sultanpur, Azamgarh, Hapur, Unnao, Rae Bareli, Sitapur, Vrindavan',
  Uttarakhand: 'Dehradun, Haridwar, Roorkee, Haldwani, Rudrapur, Kashipur, Rishikesh, Nainital, Pantnagar',
  'West Bengal':
    'Kolkata/Calcutta, Howrah, Durgapur, Asansol, Siliguri, Bardhaman/Burdwan, Kharagpur, Haldia, Malda/English Bazar, Baharampur/Berhampore, Darjeeling, Salt Lake/Bidhannagar, Barasat, Krishnanagar, Santiniketan/Shantiniketan',
  'Andaman and Nicobar Islands': 'Port Blair/Sri Vijaya Puram',
  Chandigarh: 'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu': 'Silvassa, Daman, Diu',
  Delhi: 'New Delhi/Delhi/Dilli/Delhi NCR',
  'Jammu and Kashmir': 'Srinagar, Jammu, Anantnag, Baramulla, Sopore, Kathua, Udhampur',
  Ladakh: 'Leh, Kargil',
  Lakshadweep: 'Kavaratti',
  Puducherry: 'Puducherry/Pondicherry/Pondy, Karaikal, Yanam',
};

/** Other ways the states are written: old names, short forms. */
const STATE_ALIASES: Record<string, IndianState> = {
  orissa: 'Odisha',
  uttaranchal: 'Uttarakhand',
  pondicherry: 'Puducherry',
  'nct of delhi': 'Delhi',
  'new delhi': 'Delhi',
  'j&k': 'Jammu and Kashmir',
  'jammu & kashmir': 'Jammu and Kashmir',
  'andaman & nicobar islands': 'Andaman and Nicobar Islands',
  up: 'Uttar Pradesh',
  mp: 'Madhya Pradesh',
  tn: 'Tamil Nadu',
  wb: 'West Bengal',
  ap: 'Andhra Pradesh',
};

export interface Place {
  city: string | null;
  state: IndianState;
}

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

const CITY_INDEX = new Map<string, Place>();
for (const [state, list] of Object.entries(CITIES) as [IndianState, string][]) {
  for (const spellings of list.split(',')) {
    const [city, ...others] = spellings.split('/').map((s) => s.trim());
    for (const spelling of [city!, ...others])
      if (!CITY_INDEX.has(norm(spelling))) CITY_INDEX.set(norm(spelling), { city: city!, state });
  }
}
const STATE_INDEX = new Map<string, IndianState>([
  ...INDIAN_STATES.map((s) => [norm(s), s] as const),
  ...Object.entries(STATE_ALIASES),
]);

/** How many cities the list knows (each once, whatever its spellings). */
export const cityCount = (): number => new Set([...CITY_INDEX.values()].map((p) => `${p.city}|${p.state}`)).size;

/** A city by any of its spellings ("Bangalore" → Bengaluru, Karnataka), or null. */
export const findCity = (name: string): Place | null => CITY_INDEX.get(norm(name)) ?? null;

/** A state by its name or a usual short form ("Orissa" → Odisha), or null. */
export const findState = (name: string): IndianState | null => STATE_INDEX.get(norm(name)) ?? null;

// The longest spelling first, so "Navi Mumbai" wins over "Mumbai" and "Greater Noida" over "Noida".
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const CITY_PATTERN = new RegExp(
  `(?<![A-Za-z])(${[...CITY_INDEX.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?![A-Za-z])`,
  'gi',
);
// Two-letter short forms are only trusted after a comma ("Indore, MP"), never on their own.
const STATE_PATTERN = new RegExp(
  `(?<![A-Za-z])(${[...STATE_INDEX.keys()]
    .filter((k) => k.length > 3)
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?![A-Za-z])`,
  'gi',
);

/** The first Indian place a text names: a city (and so its state), else a state alone. */
export const findPlaceInText = (text: string): Place | null => {
  const city = CITY_PATTERN.exec(text);
  CITY_PATTERN.lastIndex = 0;
  if (city) {
    const place = findCity(city[1]!)!;
    // "Hyderabad, Telangana" and "Aurangabad, Bihar": a state written after the city is believed.
    const after = text.slice(city.index + city[0].length).match(/^\s*,\s*([A-Za-z&. ]{2,40})/);
    const state = after ? (findState(after[1]!.trim()) ?? findStatePrefix(after[1]!)) : null;
    return state && state !== place.state ? { city: place.city, state } : place;
  }
  const state = STATE_PATTERN.exec(text);
  STATE_PATTERN.lastIndex = 0;
  return state ? { city: null, state: findState(state[1]!)! } : null;
};

const findStatePrefix = (text: string): IndianState | null => {
  const m = STATE_PATTERN.exec(text);
  STATE_PATTERN.lastIndex = 0;
  return m && m.index === text.search(/\S/) ? findState(m[1]!) : null;
};
