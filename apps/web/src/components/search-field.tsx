import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';

/**
 * The keyword box of a search page: a search field with a magnifier, the phone keyboard's Search key, and its
 * own "Clear search" button while it holds text (the browser's own clear cross is hidden, so there is one).
 */
export const SearchField = ({
  value,
  onChange,
  onClear,
  label,
  placeholder,
  maxLength,
  grow = false,
}: {
  value: string;
  onChange: (text: string) => void;
  onClear: () => void;
  label: string;
  placeholder: string;
  maxLength: number;
  /** Takes the row's free width (beside its Search button). */
  grow?: boolean;
}) => (
  <TextField
    value={value}
    onChange={(e) => onChange(e.target.value)}
    label={label}
    placeholder={placeholder}
    type="search"
    autoComplete="off"
    slotProps={{
      htmlInput: { maxLength, enterKeyHint: 'search' },
      input: {
        startAdornment: (
          <InputAdornment position="start">
            <SearchIcon aria-hidden />
          </InputAdornment>
        ),
        endAdornment: value ? (
          <InputAdornment position="end">
            <IconButton aria-label="Clear search" edge="end" onClick={onClear}>
              <CloseIcon />
            </IconButton>
          </InputAdornment>
        ) : undefined,
      },
    }}
    sx={{
      ...(grow ? { flex: 1 } : {}),
      bgcolor: 'background.paper',
      borderRadius: 1,
      '& input[type=search]::-webkit-search-cancel-button': { display: 'none' },
    }}
  />
);
