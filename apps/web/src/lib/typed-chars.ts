// What a box keeps of each keystroke, so a character its answer can never hold never reaches the form.

/** Only digits and dashes, at most dd-mm-yyyy long. */
export const dateChars = (value: string) => value.replace(/[^\d-]/g, '').slice(0, 10);

/** PAN letters are capitals on the card: letters and digits, upper-cased, ten at most. */
export const panChars = (value: string) =>
  value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 10);

/** Aadhaar is typed in groups of four: digits and spaces, 14 at most. */
export const aadhaarChars = (value: string) => value.replace(/[^\d ]/g, '').slice(0, 14);
