import { useEffect } from 'react';

/**
 * Asks before the tab is closed or reloaded while a form has unsaved changes. (Leaving through an in-app link
 * is not guarded: that needs the data router's blocker, and the app uses the declarative router.)
 */
export const useUnsavedChangesWarning = (dirty: boolean) => {
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
};
