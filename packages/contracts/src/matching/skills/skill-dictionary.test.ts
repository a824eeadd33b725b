import { describe, expect, it } from 'vitest';
import {
  canonicalSkillName,
  canonicalSkillNames,
  findSkill,
  findSkillsInText,
  SKILL_CATEGORIES,
  skillEntries,
  skillKey,
  spellingsOf,
} from './skill-dictionary.ts';

const names = (text: string, list = false) => findSkillsInText(text, { list }).map((s) => s.name);

describe('the skill dictionary', () => {
  it('holds a few thousand skills across tech and business, each in a known category', () => {
    const entries = skillEntries();
    expect(entries.length).toBeGreaterThanOrEqual(2000);
    for (const entry of entries) expect(SKILL_CATEGORIES, entry.name).toContain(entry.category);
    const categories = new Set(entries.map((e) => e.category));
    expect(categories.size).toBe(SKILL_CATEGORIES.length);
  });

  it('gives every spelling to exactly one skill: no alias belongs to two skills, and no alias is another name', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const entry of skillEntries()) {
      for (const spelling of [entry.name, ...entry.aliases]) {
        const earlier = owner.get(skillKey(spelling));
        if (earlier !== undefined && earlier !== entry.name) clashes.push(`${spelling}: ${earlier} / ${entry.name}`);
        owner.set(skillKey(spelling), entry.name);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('finds every name as its own key, and every alias and ambiguous spelling belongs to its entry', () => {
    for (const entry of skillEntries()) {
      expect(findSkill(entry.name)?.name).toBe(entry.name);
      expect(entry.name).toBe(entry.name.trim());
      for (const alias of entry.aliases) expect(findSkill(alias)?.name, alias).toBe(entry.name);
      for (const spelling of entry.ambiguous ?? []) expect([entry.name, ...entry.aliases]).toContain(spelling);
    }
  });

  it('writes every spelling so a comma-separated job skill list and the job form can hold it', () => {
    for (const entry of skillEntries())
      for (const spelling of [entry.name, ...entry.aliases]) {
        expect(spelling, entry.name).not.toMatch(/,/);
        expect(spelling.length, spelling).toBeLessThanOrEqual(50);
        expect(spelling, entry.name).toBe(spelling.trim().replace(/\s+/g, ' '));
      }
  });

  it('folds common spellings to one name', () => {
    const cases: Record<string, string> = {
      JS: 'JavaScript',
      javascript: 'JavaScript',
      reactjs: 'React',
      'React.js': 'React',
      Postgres: 'PostgreSQL',
      k8s: 'Kubernetes',
      'MS Excel': 'Excel',
      ML: 'Machine Learning',
      golang: 'Go',
      'Tally ERP 9': 'Tally',
      'GST filing': 'GST',
      'Search Engine Optimization': 'SEO',
      'Auto CAD': 'AutoCAD',
      'Amazon Web Services': 'AWS',
      'ui/ux': 'UI/UX Design',
      dsa: 'Data Structures',
    };
    for (const [spelling, name] of Object.entries(cases)) expect(canonicalSkillName(spelling), spelling).toBe(name);
  });

  it('keeps an unknown skill as written, spaces tidied, and merges spellings of one skill in a list', () => {
    expect(canonicalSkillName('  Underwater   Basket Weaving ')).toBe('Underwater Basket Weaving');
    expect(canonicalSkillNames(['reactjs', 'React', ' JS ', 'javascript', 'Quilting', 'quilting', ''])).toEqual([
      'React',
      'JavaScript',
      'Quilting',
    ]);
  });

  it('lists every spelling of a skill, lower case, for job tag lookups', () => {
    expect(spellingsOf(['React'])).toEqual(expect.arrayContaining(['react', 'reactjs', 'react.js']));
    expect(spellingsOf(['Quilting'])).toEqual(['quilting']);
  });
});

describe('findSkillsInText', () => {
  it('finds skills written with symbols: Node.js, C++, C#, .NET, CI/CD', () => {
    const found = names('Built services in Node.js and C++, a C# tool on .NET, and CI/CD pipelines.');
    expect(found).toEqual(['Node.js', 'C++', 'C#', '.NET', 'CI/CD']);
  });

  it('finds aliases under the dictionary name and counts mentions, longest spelling first', () => {
    const found = findSkillsInText(
      'Used ReactJS with Postgres. Later moved the React app to k8s. Machine learning with ML tools.',
    );
    expect(found).toEqual([
      { name: 'React', count: 2 },
      { name: 'PostgreSQL', count: 1 },
      { name: 'Kubernetes', count: 1 },
      { name: 'Machine Learning', count: 2 },
    ]);
  });

  it('splits skills joined by a slash unless the whole is one skill', () => {
    expect(names('Stack: React/Redux/TypeScript, UI/UX, PL/SQL')).toEqual([
      'React',
      'Redux',
      'TypeScript',
      'UI/UX Design',
      'PL/SQL',
    ]);
  });

  it('does not read everyday words and letters in prose as skills', () => {
    const prose =
      'I excel at building teams. In Spring 2023 I had to go to Pune, where sales grew. Grade C in one paper, ' +
      'R block of the hostel. She is swift and can express ideas; rust on old parts. I will go on.';
    expect(names(prose)).toEqual([]);
  });

  it('reads an ambiguous spelling in prose when it stands in a list next to other skills or after a label', () => {
    expect(names('Wrote tools in C, C++ and Go for the team.')).toEqual(['C', 'C++', 'Go']);
    expect(names('Analysed survey data with Python, R and SQL.')).toEqual(['Python', 'R', 'SQL']);
    expect(names('Languages: Rust')).toEqual(['Rust']);
    expect(names('Built the API with Spring Boot and Express.js')).toEqual(['Spring Boot', 'Express.js']);
  });

  it('never joins words across punctuation into one skill', () => {
    expect(names('Tools: MATLAB, Simulink', true)).toEqual(['MATLAB', 'Simulink']);
    expect(names('Embedded: C, C++', true)).not.toContain('Embedded C');
    expect(names('Embedded C, C++', true)).toEqual(['Embedded C', 'C++']);
    expect(names('Worked on machine\nlearning models')).toEqual(['Machine Learning']);
    expect(names('SEO, Social\nMedia, Google\nAnalytics', true)).toEqual(['SEO', 'Social Media', 'Google Analytics']);
  });

  it('counts ambiguous spellings in a skills list, any case', () => {
    expect(names('C, Go, Excel, Sales, Swift, Spring, Rust', true)).toEqual([
      'C',
      'Go',
      'Excel',
      'Sales',
      'Swift',
      'Spring Framework',
      'Rust',
    ]);
    expect(names('• excel\n• go\n• r', true)).toEqual(['Excel', 'Go', 'R']);
  });

  it('reads a two-page resume quickly once the index is built', () => {
    const page =
      'Software engineer with 3 years of experience in JavaScript, TypeScript, React, Node.js and PostgreSQL. ' +
      'Built CI/CD pipelines on AWS with Docker and Kubernetes; wrote unit tests with Jest and Playwright. ';
    const text = page.repeat(60);
    findSkillsInText(text);
    const started = performance.now();
    for (let i = 0; i < 10; i++) findSkillsInText(text);
    expect((performance.now() - started) / 10).toBeLessThan(50);
  });
});
