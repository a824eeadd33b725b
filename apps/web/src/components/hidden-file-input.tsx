import type { Ref } from 'react';

/**
 * The file picker behind an "Upload …" button: hidden and out of the tab order (the button opens it with
 * ref.current.click()), named for tests and assistive tools. The input is emptied after each choice, so the same
 * file chosen again after a problem still counts as a choice.
 */
export const HiddenFileInput = ({
  ref,
  accept,
  label,
  onFile,
}: {
  ref: Ref<HTMLInputElement>;
  accept: string;
  /** The input's accessible name, e.g. 'Resume file'. */
  label: string;
  /** The chosen file, or null when the choice was cancelled. */
  onFile: (file: File | null) => void;
}) => (
  <input
    ref={ref}
    type="file"
    accept={accept}
    aria-label={label}
    tabIndex={-1}
    hidden
    onChange={(e) => {
      onFile(e.target.files?.[0] ?? null);
      e.target.value = '';
    }}
  />
);
