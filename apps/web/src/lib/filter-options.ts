/** One choice of a search filter, with how many results it would find when the search says so. */
export interface FilterOption {
  value: string;
  /** What the box says, when it is not the value itself. */
  label?: string;
  count?: number;
}

/** Whether a list filter holds a value, whatever its case ('pune' is 'Pune'). */
export const isIn = (values: readonly string[], value: string) =>
  values.some((v) => v.toLowerCase() === value.toLowerCase());

/** Adds a value to a list filter, or removes it when present (case-insensitively). */
export const toggleIn = <T extends string>(values: readonly T[], value: T): T[] =>
  isIn(values, value) ? values.filter((v) => v.toLowerCase() !== value.toLowerCase()) : [...values, value];

/** How many results a choice finds, from the search's counted options (facets). */
export const countOf = (options: readonly FilterOption[] | undefined, value: string) =>
  options?.find((o) => o.value === value)?.count;

/**
 * The counted options, then anything selected that they do not list (from a shared link, or counted out by the
 * other filters), so a ticked box never vanishes.
 */
export const optionsWithSelected = (
  options: readonly FilterOption[] | undefined,
  selected: readonly string[],
): FilterOption[] => {
  const out: FilterOption[] = (options ?? []).map(({ value, label, count }) => ({ value, label, count }));
  const listed = out.map((o) => o.value);
  for (const value of selected) if (!isIn(listed, value)) out.push({ value });
  return out;
};
