import { useEffect } from 'react';
import { documentTitle } from '@elevate/contracts/seo/page-head';

/** Sets the document title as "<page> · Elevate", as the server writes it (packages/contracts seo/page-head). */
export const usePageTitle = (title: string) => {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
};
