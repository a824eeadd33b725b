import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TextField from '@mui/material/TextField';
import {
  AUTOCOMPLETE_MAX_HEIGHT,
  AUTOCOMPLETE_OVERSCAN,
  AUTOCOMPLETE_ROW_HEIGHT,
} from '@elevate/contracts/common/constants';
import { AUTOCOMPLETE_MAX_RENDERED_ROWS, VirtualizedAutocomplete } from './virtualized-autocomplete';

const SKILLS = Array.from({ length: 480 }, (_, i) => `Skill ${String(i + 1).padStart(3, '0')}`);

const Picker = ({ options = SKILLS, onPick }: { options?: string[]; onPick?: (v: string | null) => void }) => {
  const [value, setValue] = useState<string | null>(null);
  return (
    <VirtualizedAutocomplete
      options={options}
      value={value}
      onChange={(_, v) => {
        setValue(v);
        onPick?.(v);
      }}
      renderInput={(params) => <TextField {...params} label="Skill" />}
    />
  );
};

const openList = async () => {
  await userEvent.click(screen.getByRole('combobox', { name: 'Skill' }));
  return screen.findByRole('listbox');
};

/**
 * jsdom lays nothing out: give the listbox and its rows the sizes a browser would (the listbox's own height, its
 * content's height as the scroll height, each row's top and height), so scrolling is clamped and MUI's own
 * scroll-into-view reads the rows' places as in a browser.
 */
const px = (value: string | undefined) => parseFloat(value ?? '') || 0;
const layout: Record<string, (el: HTMLElement) => number> = {
  clientHeight: (el) => (el.getAttribute('role') === 'listbox' ? px(el.style.height) : 0),
  scrollHeight: (el) =>
    el.getAttribute('role') === 'listbox' ? px((el.firstElementChild as HTMLElement | null)?.style.height) : 0,
  offsetTop: (el) => (el.getAttribute('role') === 'option' ? px(el.style.top) : 0),
  offsetHeight: (el) => (el.getAttribute('role') === 'option' ? px(el.style.height) : 0),
};
const saved = Object.keys(layout).map((k) => [k, Object.getOwnPropertyDescriptor(HTMLElement.prototype, k)] as const);
beforeAll(() => {
  for (const [name, size] of Object.entries(layout))
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get(this: HTMLElement) {
        return size(this);
      },
    });
});
afterAll(() => {
  for (const [name, descriptor] of saved)
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
});

describe('VirtualizedAutocomplete', () => {
  it('the spec window is 250 px of 40 px rows with 5 rows of overscan each side: at most 18 rows', () => {
    expect(AUTOCOMPLETE_ROW_HEIGHT).toBe(40);
    expect(AUTOCOMPLETE_MAX_HEIGHT).toBe(250);
    expect(AUTOCOMPLETE_OVERSCAN).toBe(5);
    expect(AUTOCOMPLETE_MAX_RENDERED_ROWS).toBe(18);
  });

  it('holding 480 options, the listbox renders only the rows of its 250 px window and the overscan', async () => {
    render(<Picker />);
    const listbox = await openList();
    const rows = within(listbox).getAllByRole('option');
    // 250 / 40 → rows 0–6 in view, and 5 below them.
    expect(rows).toHaveLength(Math.ceil(AUTOCOMPLETE_MAX_HEIGHT / AUTOCOMPLETE_ROW_HEIGHT) + AUTOCOMPLETE_OVERSCAN);
    expect(rows[0]).toHaveTextContent('Skill 001');
    expect(rows[0]).toHaveAttribute('aria-setsize', '480');
    expect(rows[0]).toHaveAttribute('aria-posinset', '1');
    expect(listbox.style.maxHeight).toBe('250px');
    expect(listbox.style.height).toBe('250px');
    expect(rows[0]!.style.height).toBe('40px');
    // The scroll area is as tall as all 480 rows, so the scrollbar tells the truth.
    expect((listbox.firstElementChild as HTMLElement).style.height).toBe(`${480 * 40}px`);
  });

  it('scrolled to the middle, it renders the rows in view and 5 either side, never more than 18', async () => {
    render(<Picker />);
    const listbox = await openList();
    for (const top of [2000, 2035, 8000, 480 * 40 - 250]) {
      listbox.scrollTop = top;
      act(() => {
        fireEvent.scroll(listbox);
      });
      const rows = within(listbox).getAllByRole('option');
      expect(rows.length).toBeLessThanOrEqual(AUTOCOMPLETE_MAX_RENDERED_ROWS);
      const first = Math.floor(top / 40);
      const shown = rows.map((r) => Number(r.getAttribute('data-option-index')));
      expect(shown).toContain(first);
      expect(shown).toContain(Math.min(479, Math.floor((top + 249) / 40)));
      expect(shown).not.toContain(0);
    }
  });

  it('a short list is as tall as its rows', async () => {
    render(<Picker options={['React', 'Redux', 'Rust']} />);
    const listbox = await openList();
    expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    expect(listbox.style.height).toBe('120px');
  });

  it('arrow keys walk past the rendered rows, the highlighted row stays rendered, and Enter picks it', async () => {
    const picked: (string | null)[] = [];
    render(<Picker onPick={(v) => picked.push(v)} />);
    const input = screen.getByRole('combobox', { name: 'Skill' });
    const listbox = await openList();
    for (let i = 0; i < 30; i += 1) await userEvent.keyboard('{ArrowDown}');
    const active = input.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    const highlighted = document.getElementById(active!);
    expect(highlighted).toHaveTextContent('Skill 030');
    expect(within(listbox).getAllByRole('option').length).toBeLessThanOrEqual(AUTOCOMPLETE_MAX_RENDERED_ROWS);
    // Row 30 (index 29) ends at 1200 px: the window was scrolled to show it at its bottom.
    expect(listbox.scrollTop).toBe(30 * 40 - 250);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(picked).toEqual(['Skill 028']);
    expect(input).toHaveValue('Skill 028');
  });

  it('typing filters the options and the list keeps its combobox roles', async () => {
    render(<Picker />);
    const input = screen.getByRole('combobox', { name: 'Skill' });
    await userEvent.type(input, 'Skill 12');
    const listbox = await screen.findByRole('listbox');
    const rows = within(listbox).getAllByRole('option');
    // Skill 120–129.
    expect(rows).toHaveLength(10);
    expect(input).toHaveAttribute('aria-controls', listbox.id);
  });
});
