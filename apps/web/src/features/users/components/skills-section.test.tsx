import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AUTOCOMPLETE_MAX_HEIGHT,
  AUTOCOMPLETE_OVERSCAN,
  AUTOCOMPLETE_ROW_HEIGHT,
} from '@elevate/contracts/common/constants';
import { ProfileMessages } from '@elevate/contracts/users/profile.schema';
import { toast } from '@/lib/toast';
import { renderAt, signIn } from '@/testing/render';
import { badRequest, mockProfileApi, ok } from '../testing/profile-builders';
import { SkillsSection } from './skills-section';

/** Hundreds of suggestions, more than the API would send, to prove the list stays a window. */
const MANY = Array.from({ length: 320 }, (_, i) => ({ id: i + 1, name: `React ${String(i + 1).padStart(3, '0')}` }));
const list = <T,>(data: T[]) => ok({ data, totalRecordCount: data.length, totalRecords: data.length });

const saved = (names: string[]) => names.map((name, i) => ({ id: 100 + i, name }));

describe('SkillsSection', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('holding hundreds of suggestions, the listbox renders no more rows than 250 px of 40 px rows and 5 overscan each side allow', async () => {
    signIn();
    const api = mockProfileApi({ 'GET /api/skills/': list(MANY) });
    renderAt(<SkillsSection uid={7} skills={[]} />);
    const input = screen.getByRole('combobox', { name: 'Add a skill' });
    await userEvent.type(input, 'Re');
    // Asked once typing pauses, with the letters typed.
    await waitFor(() => expect(api.callsTo('GET /api/skills/')).toHaveLength(1));
    expect(api.callsTo('GET /api/skills/')[0]!.url.searchParams.get('initialLetters')).toBe('Re');

    const listbox = await screen.findByRole('listbox');
    const rows = await within(listbox).findAllByRole('option');
    const window = Math.ceil(AUTOCOMPLETE_MAX_HEIGHT / AUTOCOMPLETE_ROW_HEIGHT) + 1 + 2 * AUTOCOMPLETE_OVERSCAN;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(window);
    expect(rows[0]).toHaveAttribute('aria-setsize', '320');
    expect(listbox.style.maxHeight).toBe(`${AUTOCOMPLETE_MAX_HEIGHT}px`);
    expect(rows[0]!.style.height).toBe(`${AUTOCOMPLETE_ROW_HEIGHT}px`);
  });

  it('picked and typed skills become chips, trimmed and without a second copy in another case, and are saved together', async () => {
    signIn();
    const api = mockProfileApi({
      'GET /api/skills/': list(MANY.slice(0, 3)),
      'PUT /api/users/profile/skill': ({ body }) =>
        ok(saved((body as { skills: string[] }).skills), ProfileMessages.saved),
    });
    renderAt(<SkillsSection uid={7} skills={saved(['Python'])} />);
    expect(screen.getByRole('button', { name: 'Save skills' })).toBeDisabled();
    const input = screen.getByRole('combobox', { name: 'Add a skill' });

    await userEvent.type(input, 'Rea');
    await userEvent.click(await screen.findByRole('option', { name: 'React 002' }));
    await userEvent.type(input, '   machine   learning  {Enter}');
    await userEvent.type(input, 'PYTHON{Enter}');
    await userEvent.type(input, 'react 002{Enter}');

    const chips = within(screen.getByRole('list', { name: 'Your skills' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['Python', 'React 002', 'machine learning']);
    expect(screen.getByText(/changes not saved yet/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Python' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save skills' }));
    await waitFor(() => expect(api.callsTo('PUT /api/users/profile/skill')).toHaveLength(1));
    const put = api.callsTo('PUT /api/users/profile/skill')[0]!;
    expect(put.url.searchParams.get('uId')).toBe('7');
    expect(put.body).toEqual({ skills: ['React 002', 'machine learning'] });
    expect(await screen.findByText(ProfileMessages.saved)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save skills' })).toBeDisabled());
  });

  it('a refused save keeps the edited list and shows the server’s words', async () => {
    signIn();
    const message = ProfileMessages.tooManySkills(100);
    mockProfileApi({
      'GET /api/skills/': list([]),
      'PUT /api/users/profile/skill': badRequest(message, { skills: message }),
    });
    renderAt(<SkillsSection uid={7} skills={saved(['Python'])} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Add a skill' }), 'Go{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save skills' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    const chips = within(screen.getByRole('list', { name: 'Your skills' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['Python', 'Go']);
    expect(screen.getByRole('combobox', { name: 'Add a skill' })).toHaveAccessibleDescription(message);
  });
});
