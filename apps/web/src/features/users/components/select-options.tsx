import MenuItem from '@mui/material/MenuItem';

/** MenuItems for a select; `blank` adds a first item that means "not given". */
export const selectOptions = <T extends string | number>(
  values: readonly T[],
  { label = (v: T) => String(v), blank }: { label?: (value: T) => string; blank?: string } = {},
) => [
  ...(blank !== undefined
    ? [
        <MenuItem key="__blank" value="">
          <em>{blank}</em>
        </MenuItem>,
      ]
    : []),
  ...values.map((v) => (
    <MenuItem key={String(v)} value={v}>
      {label(v)}
    </MenuItem>
  )),
];
