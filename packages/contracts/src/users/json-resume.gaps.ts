import { ELEVATE_KEY, type JsonResume, type Unmapped } from './json-resume.ts';

type Json = Record<string, unknown>;

/**
 * What an import could not keep (json-resume.import.ts): each gap is a field of the file and the reason, said
 * to the user. Fields no JSON Resume reader knows are gaps too, so nothing is dropped silently.
 */

export class Gaps {
  readonly list: Unmapped[] = [];
  add(path: string, reason: string) {
    this.list.push({ path, reason });
  }
  /** Text the profile holds at most `max` characters of: cut, and said so. */
  fit(value: string | null | undefined, max: number, path: string): string | null {
    const t = value?.trim();
    if (!t) return null;
    if (t.length <= max) return t;
    this.add(path, `Shortened to ${max} characters, the most this field holds.`);
    return t.slice(0, max).trimEnd();
  }
}

/** Fields every reader knows; anything else in an item is another tool's and is reported, not kept. */
const KNOWN_KEYS: Record<string, readonly string[]> = {
  '': [
    '$schema',
    'basics',
    'work',
    'volunteer',
    'education',
    'awards',
    'certificates',
    'publications',
    'skills',
    'languages',
    'interests',
    'references',
    'projects',
    'meta',
  ],
  basics: ['name', 'label', 'image', 'email', 'phone', 'url', 'summary', 'location', 'profiles', ELEVATE_KEY],
  work: [
    'name',
    'location',
    'description',
    'position',
    'url',
    'startDate',
    'endDate',
    'summary',
    'highlights',
    ELEVATE_KEY,
  ],
  volunteer: ['organization', 'position', 'url', 'startDate', 'endDate', 'summary', 'highlights', ELEVATE_KEY],
  education: ['institution', 'url', 'area', 'studyType', 'startDate', 'endDate', 'score', 'courses', ELEVATE_KEY],
  awards: ['title', 'date', 'awarder', 'summary', ELEVATE_KEY],
  certificates: ['name', 'date', 'url', 'issuer', ELEVATE_KEY],
  publications: ['name', 'publisher', 'releaseDate', 'url', 'summary', ELEVATE_KEY],
  skills: ['name', 'level', 'keywords'],
  languages: ['language', 'fluency'],
  interests: ['name', 'keywords'],
  references: ['name', 'reference'],
  projects: [
    'name',
    'description',
    'highlights',
    'keywords',
    'startDate',
    'endDate',
    'url',
    'roles',
    'entity',
    'type',
    ELEVATE_KEY,
  ],
};

export const reportUnknownKeys = (json: JsonResume, gaps: Gaps) => {
  const check = (value: unknown, section: string, path: string) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return;
    for (const key of Object.keys(value)) {
      if (!KNOWN_KEYS[section]!.includes(key))
        gaps.add(path ? `${path}.${key}` : key, 'Not a JSON Resume field the profile knows, so it was not kept.');
    }
  };
  check(json, '', '');
  check(json.basics, 'basics', 'basics');
  for (const section of Object.keys(KNOWN_KEYS).filter((s) => s !== '' && s !== 'basics')) {
    const list = (json as Json)[section];
    if (Array.isArray(list)) list.forEach((item, i) => check(item, section, `${section}[${i}]`));
  }
};
