import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TextField from '@mui/material/TextField';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { renderAt } from '@/testing/render';
import { FormDialog, useCheckedSave, type FieldErrorsOf } from './form-dialog';

const NameSchema = z.object({ name: z.string().min(3, 'At least 3 letters.') });
type Body = z.infer<typeof NameSchema>;

const NameDialog = ({
  check,
  onSave,
}: {
  check: typeof NameSchema | ((body: Body) => FieldErrorsOf<Body>);
  onSave: (body: Body) => Promise<unknown>;
}) => {
  const [name, setName] = useState('');
  const { errors, problem, save } = useCheckedSave(check, onSave);
  return (
    <FormDialog
      title="Rename"
      saveLabel="Save name"
      saving={false}
      problem={problem}
      onClose={() => {}}
      onSubmit={() => void save({ name })}
    >
      <TextField
        label="Name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={Boolean(errors.name)}
        helperText={errors.name}
      />
    </FormDialog>
  );
};

describe('a form dialog saved through useCheckedSave', () => {
  it("shows the schema's message under the field and does not save", async () => {
    const onSave = vi.fn(() => Promise.resolve());
    renderAt(<NameDialog check={NameSchema} onSave={onSave} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Jo{Enter}');
    expect(await screen.findByText('At least 3 letters.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('takes a check of its own when a field wants its own words', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    renderAt(<NameDialog check={(b) => (b.name ? {} : { name: 'Type a name.' })} onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Type a name.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("saves a valid body and shows the API's refusal on its field and above the buttons", async () => {
    const onSave = vi.fn(() =>
      Promise.reject(
        new ApiError(409, 'Conflict', {
          httpStatus: 409,
          error: { code: 'TAKEN', message: 'That name is taken.', fields: { name: 'Taken already.' } },
        }),
      ),
    );
    renderAt(<NameDialog check={NameSchema} onSave={onSave} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Kavya');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'Kavya' });
    expect(await screen.findByRole('alert')).toHaveTextContent('That name is taken.');
    expect(screen.getByText('Taken already.')).toBeInTheDocument();
  });
});
