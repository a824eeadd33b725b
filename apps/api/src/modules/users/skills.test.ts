import { describe, expect, it } from 'vitest';
import { build } from '../../../test/helper.ts';
import { findSkill, skillKey } from '@elevate/contracts/matching/skills/skill-dictionary';
import { skills } from '../../db/schema/users.ts';

const t = build();

const suggest = (query: string, path = '/api/skills/') => t.inject({ method: 'GET', url: `${path}${query}` });
const names = (res: Awaited<ReturnType<typeof suggest>>) =>
  (res.json().result.data as Array<{ name: string }>).map((s) => s.name);

describe('skills/?initialLetters', () => {
  it('answers skills whose name or other spelling starts with the letters, any case, by name, without signing in', async () => {
    const res = await suggest('?initialLetters=re');
    expect(res.statusCode, res.body).toBe(200);
    const found = names(res);
    expect(found).toEqual(expect.arrayContaining(['React', 'React Native', 'Redux', 'Redis', 'Amazon Redshift']));
    const spelledRe = (name: string) =>
      [name, ...(findSkill(name)?.aliases ?? [])].some((s) => skillKey(s).startsWith('re'));
    expect(found.every(spelledRe)).toBe(true);
    expect(found).toEqual([...found].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names(await suggest('?initialLetters=RE'))).toEqual(found);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('offers a skill for the start of any of its spellings, shown by its dictionary name', async () => {
    expect(names(await suggest('?initialLetters=js'))[0]).toBe('JavaScript');
    expect(names(await suggest('?initialLetters=reactj'))).toEqual(['React']);
    expect(names(await suggest('?initialLetters=k8'))).toEqual(['Kubernetes']);
    expect(names(await suggest('?initialLetters=postgre'))).toEqual(['PostgreSQL']);
    expect(names(await suggest('?initialLetters=ms%20exc'))).toEqual(['Excel']);
  });

  it('puts a skill named or spelled exactly as typed first, then the rest by name', async () => {
    const ml = names(await suggest('?initialLetters=ml'));
    expect(ml[0]).toBe('Machine Learning');
    expect(ml.slice(1)).toEqual([...ml.slice(1)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(ml).toContain('MLOps');
    expect(names(await suggest('?initialLetters=go'))[0]).toBe('Go');
    expect(names(await suggest('?initialLetters=golang'))).toEqual(['Go']);
  });

  it('also answers without the trailing slash', async () => {
    const res = await suggest('?initialLetters=pyt', '/api/skills');
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(expect.arrayContaining(['Python', 'PyTorch']));
  });

  it('ships the dictionary of a few thousand skills across tech and business, with aliases and category', async () => {
    const all = await t.database.db.select().from(skills);
    expect(all.length).toBeGreaterThan(2000);
    const vocabulary = all.map((s) => s.name);
    for (const skill of [
      'Java',
      'Kubernetes',
      'Figma',
      'Tally',
      'GST',
      'SEO',
      'B2B Sales',
      'AutoCAD',
      'PLC Programming',
    ])
      expect(vocabulary).toContain(skill);
    const react = all.find((s) => s.name === 'React');
    expect(react?.aliases).toEqual(expect.arrayContaining(['reactjs', 'react.js']));
    expect(react?.category).toBe('framework');
    // Spellings the reference migration shipped as names are now other spellings of one skill.
    for (const merged of ['Tally ERP', 'Microsoft Excel', 'Search Engine Optimization (SEO)'])
      expect(vocabulary).not.toContain(merged);
  });

  it('answers at most 50, fewer when asked, and blank letters list from A', async () => {
    const all = await suggest('');
    expect(names(all)).toHaveLength(50);
    expect(all.json().result.totalRecordCount).toBe(50);
    expect(names(await suggest('?initialLetters=s&limit=5'))).toHaveLength(5);
    expect((await suggest('?limit=51')).statusCode).toBe(400);
    expect((await suggest('?limit=0')).statusCode).toBe(400);
  });

  it('reads % and _ as letters, and an unknown start answers an empty list', async () => {
    expect(names(await suggest('?initialLetters=%25'))).toEqual([]);
    expect(names(await suggest('?initialLetters=_'))).toEqual([]);
    expect(names(await suggest('?initialLetters=zzzz'))).toEqual([]);
    expect(names(await suggest('?initialLetters=c%23'))).toEqual(['C#']);
    // C++ itself first, then skills with another spelling that starts so ("C++ STL").
    expect(names(await suggest('?initialLetters=c%2B%2B'))).toEqual(['C++', 'STL']);
  });
});
