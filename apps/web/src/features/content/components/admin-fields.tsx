import { useState, type ChangeEvent } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** A console form's draft and a setter that merges a patch into it. */
export const useDraft = <D extends object>(init: () => D) => {
  const [draft, setDraft] = useState(init);
  const set = (patch: Partial<D>) => setDraft((d) => ({ ...d, ...patch }));
  return [draft, set] as const;
};

/** A field's error for a text box: red with the message, else the hint. */
export const errorPropsOf =
  <K extends string = string>(errors: Partial<Record<string, string>>) =>
  (key: K, hint?: string) => ({
    error: Boolean(errors[key]),
    helperText: errors[key] ?? hint,
  });

/**
 * Binds a text box to a string field of the draft and to the server's or schema's error of the same name
 * (`<TextField label="Title" {...field('title', 'hint')} />`).
 */
export const textFieldsOf =
  <D extends object>(draft: D, set: (patch: Partial<D>) => void, errors: Partial<Record<string, string>>) =>
  (key: keyof D & string, hint?: string) => ({
    value: draft[key] as string,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set({ [key]: e.target.value } as Partial<D>),
    ...errorPropsOf(errors)(key, hint),
  });

/** The on/off switch of an item's visibility ("Shown on the site"). */
export const AdminSwitch = ({
  checked,
  onChange,
  label = 'Shown on the site',
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label?: string;
}) => (
  <FormControlLabel control={<Switch checked={checked} onChange={(e) => onChange(e.target.checked)} />} label={label} />
);

/** A choice among fixed values, each shown by its label ("Kind": Company / Campus). */
export const AdminSelect = <V extends string>({
  options,
  labels,
  onChange,
  ...rest
}: {
  options: readonly V[];
  labels: Record<V, string>;
  onChange: (value: V) => void;
} & Omit<TextFieldProps, 'onChange' | 'select' | 'children'>) => (
  <TextField select fullWidth {...rest} onChange={(e) => onChange(e.target.value as V)}>
    {options.map((o) => (
      <MenuItem key={o} value={o}>
        {labels[o]}
      </MenuItem>
    ))}
  </TextField>
);
