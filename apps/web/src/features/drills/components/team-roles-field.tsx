import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { ROLE_MAX, ROLES_NEEDED_MAX } from '@elevate/contracts/drills/team.constants';

/** Roles a hackathon team commonly looks for; anything else can be typed. */
export const ROLE_SUGGESTIONS = [
  'Frontend developer',
  'Backend developer',
  'Full-stack developer',
  'Mobile developer',
  'Designer',
  'Data scientist',
  'ML engineer',
  'Product manager',
  'Presenter',
] as const;

/**
 * The roles a team still needs ("Designer"): chosen from common ones or typed (Enter adds one), at most
 * ROLES_NEEDED_MAX, each at most ROLE_MAX characters, the same role never twice.
 */
export const TeamRolesField = ({
  value,
  onChange,
  disabled,
  error,
  label = 'Roles you still need (optional)',
}: {
  value: string[];
  onChange: (roles: string[]) => void;
  disabled?: boolean;
  error?: string | null;
  label?: string;
}) => (
  <Autocomplete
    multiple
    freeSolo
    options={[...ROLE_SUGGESTIONS]}
    value={value}
    disabled={disabled}
    onChange={(_, roles) => {
      const seen = new Set<string>();
      const next = roles
        .map((r) => r.trim().slice(0, ROLE_MAX))
        .filter((r) => r && !seen.has(r.toLowerCase()) && seen.add(r.toLowerCase()));
      onChange(next.slice(0, ROLES_NEEDED_MAX));
    }}
    renderValue={(roles, getItemProps) =>
      roles.map((role, index) => {
        const { key, ...itemProps } = getItemProps({ index });
        return <Chip key={key} label={role} size="small" {...itemProps} />;
      })
    }
    renderInput={(params) => (
      <TextField
        {...params}
        label={label}
        error={Boolean(error)}
        helperText={error ?? `Type a role and press Enter · at most ${ROLES_NEEDED_MAX}`}
        slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, maxLength: ROLE_MAX } }}
      />
    )}
  />
);
