import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DrillFormsMessages as M } from '@elevate/contracts/console/console-drill-forms.messages';
import type { FormFieldDefinition } from '@elevate/contracts/drills/form-fields.schema';
import { toast } from '@/lib/toast';
import { renderAt } from '@/testing/render';
import { FormBuilder } from './form-builder';

const saved: FormFieldDefinition[] = [
  { key: 'college', label: 'College', type: 'Text', required: true, helpText: 'As on your ID card' },
];

const setup = (fields: FormFieldDefinition[] = saved, answeredCount = 0) => {
  const onSave = vi.fn().mockResolvedValue(undefined);
  const preview = vi.fn((shown: FormFieldDefinition[]) => (
    <ul aria-label="Previewed questions">
      {shown.map((f) => (
        <li key={f.key}>{f.label}</li>
      ))}
    </ul>
  ));
  renderAt(
    <FormBuilder
      title="Registration questions"
      saved={fields}
      answeredCount={answeredCount}
      answeredNoun={{ one: 'registration', many: 'registrations' }}
      saving={false}
      onSave={onSave}
      renderPreview={preview}
    />,
  );
  return { onSave, user: userEvent.setup() };
};

const fieldCards = () =>
  within(screen.getByRole('list', { name: 'Registration questions: fields' })).getAllByRole('listitem', {
    name: /^Field \d/,
  });

describe('the form builder', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('adds a Select with options, moves it to the top with the keyboard, and saves the right body', async () => {
    const { onSave, user } = setup();
    await user.click(screen.getByRole('combobox', { name: 'New field type' }));
    await user.click(screen.getByRole('option', { name: 'Select (one option)' }));
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    const question = screen.getAllByRole('textbox', { name: /^Question/ })[1]!;
    expect(question).toHaveFocus();
    await user.type(question, 'T-shirt size');
    const options = screen.getByRole('textbox', { name: 'Options' });
    await user.type(options, 'S{Enter}M{Enter}L{Enter}');
    expect(within(screen.getByRole('list', { name: 'Options: 3' })).getAllByRole('listitem')).toHaveLength(3);
    await user.click(screen.getByRole('switch', { name: 'Required: T-shirt size' }));

    const up = screen.getByRole('button', { name: 'Move T-shirt size up' });
    up.focus();
    await user.keyboard('{Enter}');
    expect(fieldCards().map((c) => c.getAttribute('aria-label'))).toEqual([
      'Field 1: T-shirt size',
      'Field 2: College',
    ]);
    expect(
      within(screen.getByRole('list', { name: 'Previewed questions' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['T-shirt size', 'College']);

    await user.click(screen.getByRole('button', { name: 'Save form' }));
    expect(onSave).toHaveBeenCalledWith([
      { label: 'T-shirt size', type: 'Select', required: true, options: ['S', 'M', 'L'] },
      { key: 'college', label: 'College', type: 'Text', required: true, helpText: 'As on your ID card' },
    ]);
  });

  it('refuses a Select without options before sending anything', async () => {
    const { onSave, user } = setup([]);
    expect(screen.getByText('No questions yet')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'New field type' }));
    await user.click(screen.getByRole('option', { name: 'Multi-select (several options)' }));
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await user.type(screen.getByRole('textbox', { name: /^Question/ }), 'Skills');
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.optionsNeeded('Skills'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks before removing a field and says the answers already given are kept', async () => {
    const { onSave, user } = setup(saved, 12);
    expect(screen.getByText(/12 registrations so far/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove College' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove "College"?' });
    expect(dialog).toHaveTextContent(/Answers already given to it are kept/);
    await user.click(within(dialog).getByRole('button', { name: 'Remove field' }));
    expect(await screen.findByText('Unsaved changes')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Save form' }));
    expect(onSave).toHaveBeenCalledWith([]);
  });
});
