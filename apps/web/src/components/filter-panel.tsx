import { useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isIn, type FilterOption } from '@/lib/filter-options';

/** Options shown before "Show all" in a long list. */
const VISIBLE_OPTIONS = 6;

/**
 * An option's label and its count, one styled element for both: a panel draws dozens of options, so what
 * repeats in each is plain markup. It is the label's typography too (`disableTypography` on the control label).
 */
const OptionLabel = ({ label, count }: { label: string; count?: number }) => (
  <Typography
    component="span"
    sx={{
      display: 'inline-flex',
      gap: 0.75,
      alignItems: 'baseline',
      minWidth: 0,
      '& > span:first-of-type': { overflowWrap: 'anywhere' },
      '& > span + span': { color: 'text.secondary', fontSize: '0.8125rem' },
    }}
  >
    <span>{label}</span>
    {/* A space, so the accessible name reads "Pune 24" rather than "Pune24". */}
    {count !== undefined ? ' ' : null}
    {count !== undefined ? <span>{count.toLocaleString('en-IN')}</span> : null}
  </Typography>
);

/**
 * The top of a search page's filter panel: the Filters heading, "Clear all" while any filter is on, and
 * `action` after it (the drawer's close button).
 */
export const FilterPanelHeading = ({
  active,
  onClear,
  action,
}: {
  active: boolean;
  onClear: () => void;
  action?: ReactNode;
}) => (
  <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, minHeight: 40 }}>
    <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
      Filters
    </Typography>
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {active ? (
        <Button size="small" onClick={onClear}>
          Clear all
        </Button>
      ) : null}
      {action}
    </Stack>
  </Stack>
);

/** One filter of the panel: a fieldset named by its legend. */
export const FilterGroup = ({ legend, children }: { legend: string; children: ReactNode }) => (
  <FormControl component="fieldset" sx={{ width: '100%', py: 1.5, borderTop: 1, borderColor: 'divider' }}>
    <FormLabel
      component="legend"
      sx={{ fontWeight: 700, color: 'text.primary', mb: 0.5, '&.Mui-focused': { color: 'text.primary' } }}
    >
      {legend}
    </FormLabel>
    {children}
  </FormControl>
);

/**
 * A list filter as checkboxes with their counts; past six options the rest wait behind "Show all N {noun}",
 * except ticked ones, which always show. `empty` is said when there are no options at all.
 */
export const FilterCheckboxes = ({
  options,
  selected,
  onToggle,
  noun,
  empty,
}: {
  options: FilterOption[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  /** The options in the plural: 'locations'. */
  noun: string;
  empty: string;
}) => {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (options.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  }
  const shown = expanded ? options : options.filter((o, i) => i < VISIBLE_OPTIONS || isIn(selected, o.value));
  return (
    <>
      <Stack id={listId}>
        {shown.map((o) => (
          <FormControlLabel
            key={o.value}
            sx={{ mr: 0, alignItems: 'center' }}
            control={<Checkbox size="small" checked={isIn(selected, o.value)} onChange={() => onToggle(o.value)} />}
            disableTypography
            label={<OptionLabel label={o.label ?? o.value} count={o.count} />}
          />
        ))}
      </Stack>
      {options.length > VISIBLE_OPTIONS ? (
        <Button
          size="small"
          onClick={() => setExpanded((x) => !x)}
          aria-expanded={expanded}
          aria-controls={listId}
          sx={{ alignSelf: 'flex-start', mt: 0.5 }}
        >
          {expanded ? `Show fewer ${noun}` : `Show all ${options.length} ${noun}`}
        </Button>
      ) : null}
    </>
  );
};

/**
 * A one-of filter as radios, "Any" first (the value ''). `custom` labels one more choice, 'custom', for a
 * range from a shared link that none of the options is.
 */
export const FilterRadios = ({
  name,
  value,
  options,
  custom,
  onChange,
}: {
  name: string;
  value: string;
  options: FilterOption[];
  custom?: string;
  onChange: (value: string) => void;
}) => (
  <RadioGroup name={name} value={value} onChange={(_e, v) => onChange(v)}>
    <FormControlLabel value="" control={<Radio size="small" />} label="Any" sx={{ mr: 0 }} />
    {options.map((o) => (
      <FormControlLabel
        key={o.value}
        value={o.value}
        control={<Radio size="small" />}
        disableTypography
        label={<OptionLabel label={o.label ?? o.value} count={o.count} />}
        sx={{ mr: 0 }}
      />
    ))}
    {custom ? <FormControlLabel value="custom" control={<Radio size="small" />} label={custom} sx={{ mr: 0 }} /> : null}
  </RadioGroup>
);

/** One active filter value as a chip, with the filters as they would be without it. */
export interface FilterChip<F> {
  key: string;
  label: string;
  without: F;
}

/** The active filters as removable chips above the results (loosening a search is one click), and "Clear all". */
export const FilterChipList = <F,>({
  chips,
  cleared,
  onChange,
}: {
  chips: readonly FilterChip<F>[];
  /** The filters with none of them on (the keyword and sort kept). */
  cleared: F;
  onChange: (next: F) => void;
}) => {
  if (chips.length === 0) return null;
  return (
    <Stack
      component="ul"
      aria-label="Active filters"
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 2, alignItems: 'center' }}
    >
      {chips.map((c) => (
        <li key={c.key}>
          <Chip
            label={c.label}
            onClick={() => onChange(c.without)}
            onDelete={() => onChange(c.without)}
            aria-label={`Remove filter ${c.label}`}
          />
        </li>
      ))}
      {chips.length > 1 ? (
        <li>
          <Button size="small" onClick={() => onChange(cleared)}>
            Clear all filters
          </Button>
        </li>
      ) : null}
    </Stack>
  );
};
