/** `%`, `_` and `\` typed by a user are letters to match, not LIKE wildcards. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern that finds the typed text anywhere in a value. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;
