import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, toastStore } from '@/lib/toast';
import { callsTo, mockApi, renderAt } from '@/testing/render';
import { buildApplicantDetail } from '../testing/applicant-builders';
import { MoveApplicantDialog, type MoveTarget } from './move-applicant-dialog';

const target: MoveTarget = { applicationId: 101, name: 'Ananya Rao', currentStatus: 'Applied' };
const MOVE = 'POST /api/console/applications/101/status';

const chooseStatus = async (name: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: /New status/ }));
  await userEvent.click(screen.getByRole('option', { name }));
};

describe('move applicant dialog', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('offers every status in order and does not let the current one be chosen again', async () => {
    renderAt(<MoveApplicantDialog target={target} onClose={() => {}} />);
    await userEvent.click(screen.getByRole('combobox', { name: /New status/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Applied (current)',
      'Shortlisted',
      'Interview Scheduled',
      'Round 1 Selected',
      'Round 2 Selected',
      'Round 3 Selected',
      'Offered',
      'Hired',
      'Rejected',
    ]);
    expect(options[0]).toHaveAttribute('aria-disabled', 'true');
  });

  it('asks for a status and sends nothing when none is chosen', async () => {
    const api = mockApi({});
    renderAt(<MoveApplicantDialog target={target} onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Please choose the new status')).toBeInTheDocument();
    expect(callsTo(api, MOVE)).toHaveLength(0);
  });

  it('refuses feedback over 1000 characters', async () => {
    const api = mockApi({});
    renderAt(<MoveApplicantDialog target={target} onClose={() => {}} />);
    await chooseStatus('Rejected');
    const feedback = screen.getByRole('textbox', { name: /Feedback for the candidate/ });
    await userEvent.click(feedback);
    await userEvent.paste('x'.repeat(1001));
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Feedback must be at most 1000 characters')).toBeInTheDocument();
    expect(callsTo(api, MOVE)).toHaveLength(0);
  });

  it('sends the status with the feedback, toasts the answer and closes', async () => {
    const moved = buildApplicantDetail({ currentStatus: 'Shortlisted', lastFeedback: 'Strong SQL skills' });
    const api = mockApi({
      [MOVE]: [200, { httpStatus: 200, message: 'Ananya Rao moved to Shortlisted', result: moved }],
    });
    const onClose = vi.fn();
    const onMoved = vi.fn();
    renderAt(<MoveApplicantDialog target={target} onClose={onClose} onMoved={onMoved} />);
    await chooseStatus('Shortlisted');
    await userEvent.type(screen.getByRole('textbox', { name: /Feedback for the candidate/ }), '  Strong SQL skills ');
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(api, MOVE)[0]!.body).toEqual({ statusValue: 'Shortlisted', feedback: 'Strong SQL skills' });
    expect(onMoved).toHaveBeenCalledWith(moved);
    expect(toastStore.get()).toMatchObject({ severity: 'success', message: 'Ananya Rao moved to Shortlisted' });
  });

  it('leaves out empty feedback', async () => {
    const api = mockApi({
      [MOVE]: [200, { httpStatus: 200, result: buildApplicantDetail({ currentStatus: 'Hired' }) }],
    });
    const onClose = vi.fn();
    renderAt(<MoveApplicantDialog target={target} onClose={onClose} />);
    await chooseStatus('Hired');
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(api, MOVE)[0]!.body).toEqual({ statusValue: 'Hired' });
  });

  it('shows the server’s 409 on the status field and stays open', async () => {
    const message = 'This application is already Shortlisted. Choose another status to move it.';
    mockApi({ [MOVE]: [409, { httpStatus: 409, message, error: { code: 'WUE-4090', message } }] });
    const onClose = vi.fn();
    renderAt(<MoveApplicantDialog target={target} onClose={onClose} />);
    await chooseStatus('Shortlisted');
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
