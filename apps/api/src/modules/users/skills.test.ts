import { describe, expect, it } from 'vitest';
import { build } from '../../../test/helper.ts';
import { skills } from '../../db/schema/users.ts';

const t = build();

const suggest = (query: string, path = '/api/skills/') => t.inject({ method: 'GET', url: `${path}${query}` });
const names = (res: Awaited<ReturnType<typeof suggest>>) =>
  (res.json().result.data as Array<{ name: string }>).map((s) => s.name);

describe('skills/?initialLetters', () => {
  it('answers skills starting with the letters, any case, in name order, without signing in', async () => {
    const res = await suggest('?initialLetters=re');
    expect(res.statusCode, res.body).toBe(200);
    const found = names(res);
    expect(found).toEqual(expect.arrayContaining(['React', 'React Native', 'Redux', 'Redis']));
    expect(found.every((n) => n.toLowerCase().startsWith('re'))).toBe(true);
    expect(found).toEqual([...found].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names(await suggest('?initialLetters=RE'))).toEqual(found);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('also answers without the trailing slash', async () => {
    const res = await suggest('?initialLetters=pyt', '/api/skills');
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(expect.arrayContaining(['Python', 'PyTorch']));
  });

  it('ships a vocabulary of a few hundred skills across tech and business', async () => {
    const all = await t.database.db.select({ name: skills.name }).from(skills);
    expect(all.length).toBeGreaterThan(300);
    const vocabulary = all.map((s) => s.name);
    for (const skill of [
      'Java',
      'Kubernetes',
      'Figma',
      'Tally ERP',
      'GST',
      'Search Engine Optimization (SEO)',
      'B2B Sales',
    ])
      expect(vocabulary).toContain(skill);
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
    expect(names(await suggest('?initialLetters=c%2B%2B'))).toEqual(['C++']);
  });
});
