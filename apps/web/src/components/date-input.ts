import { dateChars } from '@/lib/typed-chars';

/** How a date is typed everywhere (spec §5: day-month-year), shown as placeholder and hint. */
export const DATE_FORMAT = 'dd-mm-yyyy';

/**
 * What every dd-mm-yyyy box shares (spread into a TextInput; a caller may then set its own placeholder and
 * hint): the format as placeholder and hint, only digits and dashes kept, and the number pad on phones.
 */
export const dateInputProps = {
  placeholder: DATE_FORMAT,
  helperText: DATE_FORMAT,
  transform: dateChars,
  slotProps: { htmlInput: { inputMode: 'numeric' as const, maxLength: 10 } },
};
