import type { SkillEntry } from './skill-dictionary.ts';

/**
 * The skill dictionary (docs/skills.md: where it comes from and how to extend it). One entry per skill: its one
 * name, the other spellings people write, and a category. Bump SKILL_DICTIONARY_VERSION when entries change.
 */
export const SKILL_DICTIONARY_VERSION = '2026.11.1';

export const SKILL_ENTRIES: readonly SkillEntry[] = [
  { name: 'JavaScript', aliases: ['JS', 'Javascript', 'ECMAScript', 'ES6'], category: 'programming-language' },
  { name: 'TypeScript', aliases: ['TS'], category: 'programming-language' },
  { name: 'React', aliases: ['ReactJS', 'React.js', 'React JS'], category: 'framework' },
  { name: 'Node.js', aliases: ['Node', 'NodeJS', 'Node JS'], category: 'framework' },
  { name: 'Python', aliases: ['Python3', 'Python 3'], category: 'programming-language' },
  { name: 'Java', aliases: ['Core Java', 'J2EE'], category: 'programming-language' },
  { name: 'SQL', aliases: [], category: 'database' },
  { name: 'PostgreSQL', aliases: ['Postgres', 'Postgre SQL'], category: 'database' },
  { name: 'Machine Learning', aliases: ['ML'], category: 'data' },
  { name: 'C++', aliases: ['CPP', 'C Plus Plus'], category: 'programming-language' },
  { name: 'C', aliases: ['C Language', 'C Programming'], category: 'programming-language' },
  { name: 'Excel', aliases: ['MS Excel', 'Microsoft Excel', 'Advanced Excel'], category: 'tool' },
  { name: 'Communication', aliases: ['Communication Skills'], category: 'soft-skill' },
];
