import { useEffect } from 'react';

/** Sets the document title as "<page> · Elevate". */
export const usePageTitle = (title: string) => {
  useEffect(() => {
    document.title = `${title} · Elevate`;
  }, [title]);
};
