import { useController, type Control } from 'react-hook-form';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { CollegeMessages, COLLEGE_NAME_MIN_LENGTH, type College } from '@elevate/contracts/college/college.schema';
import type { EducationEntryValues } from '@elevate/contracts/users/profile.schema';
import { VirtualizedAutocomplete } from '@/components/virtualized-autocomplete';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAddCollege } from '../api/add-college';
import { useCollegeSearch } from '../api/search-colleges';
import type { EducationForm } from './education-section';

/** A listed institution, or the offer to add what was typed. */
type InstitutionOption = College | { add: string };
const isAdd = (o: InstitutionOption | string): o is { add: string } => typeof o === 'object' && 'add' in o;
const nameOf = (o: InstitutionOption | string) => (typeof o === 'string' ? o : isAdd(o) ? o.add : o.name);
const placeOf = (c: College) => [c.city, c.state].filter(Boolean).join(', ');

/** Lookups wait for typing to pause this long. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The institution: typed freely, with suggestions from `college?search` once two letters are typed (after a
 * pause); picking one links the entry to it. A name not listed can be added for everyone with
 * "Add '<typed>' as a new institution" (POST college).
 */
export const InstitutionField = ({ control }: { control: Control<EducationForm, unknown, EducationEntryValues> }) => {
  const institution = useController({ control, name: 'institution' });
  const collegeId = useController({ control, name: 'collegeId' });
  const typed = institution.field.value;
  const search = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const colleges = useCollegeSearch(search);
  const add = useAddCollege();

  const found = colleges.data ?? [];
  const listed = found.some((c) => c.name.toLowerCase() === typed.trim().replace(/\s+/g, ' ').toLowerCase());
  const options: InstitutionOption[] = [
    ...found,
    ...(typed.trim().length >= COLLEGE_NAME_MIN_LENGTH && !listed && search === typed.trim() && !colleges.isFetching
      ? [{ add: typed.trim() }]
      : []),
  ];
  const selected = collegeId.field.value ? (found.find((c) => c.id === collegeId.field.value) ?? null) : null;

  const pick = (option: InstitutionOption | string | null) => {
    if (option === null) {
      institution.field.onChange('');
      collegeId.field.onChange(null);
    } else if (typeof option === 'string') {
      institution.field.onChange(option);
      collegeId.field.onChange(null);
    } else if (isAdd(option)) {
      add.mutate(
        { name: option.add },
        {
          onSuccess: ({ college, message }) => {
            institution.field.onChange(college.name);
            collegeId.field.onChange(college.id);
            toast.success(message ?? CollegeMessages.added);
          },
          onError: (err) => toast.error(errorMessage(err)),
        },
      );
    } else {
      institution.field.onChange(option.name);
      collegeId.field.onChange(option.id);
    }
  };

  const { fieldState, formState } = institution;
  const message = fieldState.isTouched || formState.isSubmitted ? fieldState.error?.message : undefined;
  const busy = colleges.isFetching || add.isPending;

  return (
    <VirtualizedAutocomplete<InstitutionOption, false, false, true>
      freeSolo
      options={options}
      filterOptions={(o) => o}
      value={selected}
      inputValue={typed}
      onInputChange={(_, value, reason) => {
        // Picking an option writes its name through onChange; typing unlinks the entry from a listed college.
        if (reason === 'input' || reason === 'clear') {
          institution.field.onChange(value);
          collegeId.field.onChange(null);
        }
      }}
      onChange={(_, option) => pick(option)}
      onBlur={institution.field.onBlur}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(o, v) => typeof v !== 'string' && !isAdd(o) && !isAdd(v) && o.id === v.id}
      renderOptionContent={(option) =>
        isAdd(option) ? (
          <strong>Add ‘{option.add}’ as a new institution</strong>
        ) : placeOf(option) ? (
          `${option.name} · ${placeOf(option)}`
        ) : (
          option.name
        )
      }
      loading={busy}
      loadingText="Searching institutions…"
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={institution.field.ref}
          label="Institution"
          required
          placeholder="Type two letters or more to search"
          error={Boolean(message)}
          helperText={message ?? (collegeId.field.value ? 'From the list of institutions' : undefined)}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {busy ? <CircularProgress color="inherit" size={18} aria-label="Searching institutions" /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
};
