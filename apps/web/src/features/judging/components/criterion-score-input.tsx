import { useId } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

/** Scales up to this many points are radio buttons (one tap per score); longer ones a slider with a number box. */
export const RADIO_SCALE_MAX = 10;

/**
 * One criterion's score on the phase's fixed scale (whole numbers 0..scale), labelled with the criterion and its
 * weight. A short scale is a row of radio buttons (arrow keys move along it); a long one a slider plus a number
 * box, both keyboard operable. `null` is not scored yet.
 */
export const CriterionScoreInput = ({
  name,
  weight,
  description,
  scale,
  value,
  onChange,
  onBlur,
  disabled = false,
  error,
}: {
  name: string;
  weight: number;
  description?: string;
  scale: number;
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  disabled?: boolean;
  error?: string;
}) => {
  const id = useId();
  const label = `${name} (weight ${weight})`;
  const describedBy = [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled} sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary' }}>
        {name}{' '}
        <Typography component="span" variant="body2" color="text.secondary">
          · weight {weight}
        </Typography>
      </FormLabel>
      {description ? (
        <Typography id={`${id}-description`} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {description}
        </Typography>
      ) : null}
      {scale <= RADIO_SCALE_MAX ? (
        <RadioGroup
          row
          aria-label={label}
          aria-describedby={describedBy || undefined}
          value={value === null ? '' : String(value)}
          onChange={(e) => onChange(Number(e.target.value))}
          onBlur={onBlur}
          sx={{ gap: { xs: 0, sm: 0.5 } }}
        >
          {Array.from({ length: scale + 1 }, (_, n) => (
            <FormControlLabel
              key={n}
              value={String(n)}
              control={<Radio size="small" />}
              label={String(n)}
              labelPlacement="bottom"
              sx={{ mx: 0, minWidth: 36 }}
            />
          ))}
        </RadioGroup>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Slider
            value={value ?? 0}
            min={0}
            max={scale}
            step={1}
            onChange={(_e, v) => onChange(v as number)}
            onBlur={onBlur}
            valueLabelDisplay="auto"
            slotProps={{ input: { 'aria-label': label, 'aria-describedby': describedBy || undefined } }}
            sx={{ flex: 1, opacity: value === null ? 0.5 : 1 }}
          />
          <TextField
            size="small"
            type="number"
            label="Score"
            value={value ?? ''}
            onChange={(e) => {
              const raw = e.target.value;
              onChange(raw === '' ? null : Math.max(0, Math.min(scale, Math.round(Number(raw)))));
            }}
            onBlur={onBlur}
            slotProps={{
              htmlInput: { min: 0, max: scale, step: 1, inputMode: 'numeric', 'aria-label': `${label}, score` },
            }}
            sx={{ width: 96 }}
          />
        </Box>
      )}
      <FormHelperText id={`${id}-error`}>{error ?? `0 to ${scale}`}</FormHelperText>
    </FormControl>
  );
};
