import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import {
  TIE_BREAK_RULE_LABELS,
  TIE_BREAK_RULES,
  type TieBreakRule,
} from '@elevate/contracts/judging/judging.constants';

/** The chain as the leaderboard states it: "Ties are broken by higher normalised average, then more reviews." */
export const tieBreakSentence = (chain: readonly TieBreakRule[]): string => {
  if (chain.length === 0) return 'No tie-break rule is chosen yet.';
  const [first, ...rest] = chain.map((r) => TIE_BREAK_RULE_LABELS[r].toLowerCase());
  return `Ties are broken by ${first}${rest.map((r) => `, then ${r}`).join('')}.`;
};

const move = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
};

/**
 * The tie-break chain: the rules in use, first rule first, each moved with Up and Down buttons (keyboard
 * operable, unlike dragging), the unused ones below to switch on; and the sentence the leaderboard will state.
 */
export const TieBreakEditor = ({
  value,
  onChange,
  disabled = false,
  error,
}: {
  value: readonly TieBreakRule[];
  onChange: (next: TieBreakRule[]) => void;
  disabled?: boolean;
  error?: string;
}) => {
  const unused = TIE_BREAK_RULES.filter((r) => !value.includes(r));
  return (
    <Stack spacing={1.5}>
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Tie-break rules in order">
        {value.map((rule, i) => {
          const label = TIE_BREAK_RULE_LABELS[rule];
          return (
            <Paper
              component="li"
              key={rule}
              variant="outlined"
              sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 0.5, borderRadius: 2 }}
            >
              <Typography sx={{ fontWeight: 700, minWidth: 24 }} aria-hidden>
                {i + 1}.
              </Typography>
              <Typography sx={{ flex: 1, minWidth: 0 }}>{label}</Typography>
              <IconButton
                aria-label={`Move ${label} up`}
                disabled={disabled || i === 0}
                onClick={() => onChange(move(value, i, i - 1))}
                size="small"
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                aria-label={`Move ${label} down`}
                disabled={disabled || i === value.length - 1}
                onClick={() => onChange(move(value, i, i + 1))}
                size="small"
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
              <Switch
                checked
                disabled={disabled || value.length === 1}
                onChange={() => onChange(value.filter((r) => r !== rule))}
                slotProps={{ input: { 'aria-label': `Use ${label}` } }}
              />
            </Paper>
          );
        })}
      </Stack>
      {unused.length > 0 ? (
        <Stack spacing={0.5} aria-label="Rules not used">
          <Typography variant="body2" color="text.secondary">
            Not used
          </Typography>
          {unused.map((rule) => (
            <Stack key={rule} direction="row" sx={{ alignItems: 'center', pl: 1.5 }}>
              <Typography variant="body2" sx={{ flex: 1 }}>
                {TIE_BREAK_RULE_LABELS[rule]}
              </Typography>
              <Switch
                checked={false}
                disabled={disabled}
                onChange={() => onChange([...value, rule])}
                slotProps={{ input: { 'aria-label': `Use ${TIE_BREAK_RULE_LABELS[rule]}` } }}
              />
            </Stack>
          ))}
        </Stack>
      ) : null}
      {error ? (
        <Typography role="alert" color="error" variant="body2">
          {error}
        </Typography>
      ) : null}
      <Typography variant="body2" sx={{ fontStyle: 'italic' }} aria-live="polite">
        The leaderboard will say: “{tieBreakSentence(value)}”
      </Typography>
    </Stack>
  );
};
