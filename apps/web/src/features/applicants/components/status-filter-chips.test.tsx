import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { countsOf } from '../testing/applicant-builders';
import { StatusFilterChips } from './status-filter-chips';

const counts = countsOf({ Applied: 4, Shortlisted: 2, Rejected: 1 });

describe('status filter chips', () => {
  it('shows All and each status someone is in, in the order applicants move, with counts', () => {
    render(<StatusFilterChips counts={counts} total={7} selected={undefined} onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Filter applicants by status' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All (7)', 'Applied (4)', 'Shortlisted (2)', 'Rejected (1)']);
  });

  it('marks the selected chip as pressed, and keeps a selected status with no one in it', () => {
    render(<StatusFilterChips counts={counts} total={7} selected="Hired" onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Hired (0)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All (7)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('chooses a status by click or keyboard, and All clears it', async () => {
    const onChange = vi.fn();
    render(<StatusFilterChips counts={counts} total={7} selected="Applied" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Shortlisted (2)' }));
    expect(onChange).toHaveBeenLastCalledWith('Shortlisted');

    screen.getByRole('button', { name: 'Rejected (1)' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('Rejected');

    await userEvent.click(screen.getByRole('button', { name: 'All (7)' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
