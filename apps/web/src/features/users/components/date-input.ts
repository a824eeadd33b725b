/** Only digits and dashes, at most dd-mm-yyyy long. */
export const dateChars = (value: string) => value.replace(/[^\d-]/g, '').slice(0, 10);

/**
 * What every dd-mm-yyyy box of the profile shares (spread into a TextInput): the format as placeholder and hint,
 * only digits and dashes kept, and the number pad on phones.
 */
export const dateInputProps = {
  placeholder: 'dd-mm-yyyy',
  helperText: 'dd-mm-yyyy',
  transform: dateChars,
  slotProps: { htmlInput: { inputMode: 'numeric' as const, maxLength: 10 } },
};
