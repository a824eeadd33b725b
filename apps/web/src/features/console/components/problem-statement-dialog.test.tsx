import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/api-client';
import { renderAt } from '@/testing/render';
import { ProblemStatementDialog } from './problem-statement-dialog';

const phases = [
  { phaseId: 3, name: 'Idea round' },
  { phaseId: 4, name: 'Solution round' },
] as unknown as Parameters<typeof ProblemStatementDialog>[0]['phases'];

const open = (onSave: (s: unknown) => Promise<unknown>) =>
  renderAt(
    <ProblemStatementDialog
      title="Add a problem statement"
      initial={{ title: '', description: '', phaseId: '' }}
      phases={phases}
      saving={false}
      onClose={() => {}}
      onSave={onSave}
    />,
  );

describe('the problem statement dialog', () => {
  it('shows a missing title in place and does not save', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    open(onSave);
    await userEvent.click(screen.getByRole('button', { name: 'Save problem statement' }));
    const form = screen.getByRole('form', { name: 'Add a problem statement' });
    expect(within(form).getByRole('textbox', { name: /Title/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a statement for every phase on Enter, and shows the API’s refusal above the buttons', async () => {
    const refusal = new ApiError(400, 'Bad Request', {
      httpStatus: 400,
      error: { code: 'WUE-4000', message: 'This hackathon has ended', fields: { description: 'Too short' } },
    } as never);
    const onSave = vi.fn(() => Promise.reject(refusal));
    open(onSave);
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Crop prices{Enter}');
    expect(onSave).toHaveBeenCalledWith({ title: 'Crop prices', description: '', phaseId: null });
    expect(await screen.findByRole('alert')).toHaveTextContent('This hackathon has ended');
    expect(screen.getByText('Too short')).toBeInTheDocument();
  });
});
