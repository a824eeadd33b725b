import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TieBreakRule } from '@elevate/contracts/judging/judging.constants';
import { TieBreakEditor } from './tie-break-editor';

const Harness = ({ initial }: { initial: TieBreakRule[] }) => {
  const [value, setValue] = useState(initial);
  return <TieBreakEditor value={value} onChange={setValue} />;
};

const order = () =>
  within(screen.getByRole('list', { name: 'Tie-break rules in order' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/^\d+\./, '').trim());

describe('the tie-break chain', () => {
  it('moves a rule up and down with its buttons and states the chain as the leaderboard will', async () => {
    render(<Harness initial={['normalised-average', 'review-count', 'earlier-final-submission']} />);
    expect(order()).toEqual(['Higher normalised average', 'More reviews', 'Earlier final submission']);
    expect(screen.getByRole('button', { name: 'Move Higher normalised average up' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Move Earlier final submission up' }));
    expect(order()).toEqual(['Higher normalised average', 'Earlier final submission', 'More reviews']);

    await userEvent.click(screen.getByRole('button', { name: 'Move Higher normalised average down' }));
    expect(order()).toEqual(['Earlier final submission', 'Higher normalised average', 'More reviews']);
    expect(
      screen.getByText(
        '“Ties are broken by earlier final submission, then higher normalised average, then more reviews.”',
        { exact: false },
      ),
    ).toBeInTheDocument();
  });

  it('adds an unused rule at the end and drops a used one, but never the last', async () => {
    render(<Harness initial={['normalised-average']} />);
    expect(screen.getByRole('switch', { name: 'Use Higher normalised average' })).toBeDisabled();
    await userEvent.click(screen.getByRole('switch', { name: 'Use More reviews' }));
    expect(order()).toEqual(['Higher normalised average', 'More reviews']);
    await userEvent.click(screen.getByRole('switch', { name: 'Use Higher normalised average' }));
    expect(order()).toEqual(['More reviews']);
  });
});
