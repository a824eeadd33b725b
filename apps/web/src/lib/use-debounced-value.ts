import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `ms`: search boxes and lookups ask only after typing pauses. */
export const useDebouncedValue = <T>(value: T, ms = 300): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
};
