import { useEffect } from 'react';

/**
 * Asks before the tab is closed or reloaded while a post has unsaved changes. (In-app links are not guarded: the
 * app uses the declarative router, which has no blocker; the editor's own "My posts" button asks instead.)
 */
export const useLeaveWarning = (dirty: boolean) => {
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
};
