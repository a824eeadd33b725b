import { useRef, useState } from 'react';
import type { UploadPurpose } from '@elevate/contracts/uploads/upload.schema';
import { errorMessage } from '@/lib/api-client';
import { uploadFile } from '@/lib/upload';
import { HiddenFileInput } from './hidden-file-input';

/**
 * Uploads a public picture through `purpose` and hands its address to `onChange`: `pick()` opens the file
 * chooser, `fileInput` is the hidden input to render, `problem` the reason an upload failed (the file check's
 * own words, e.g. too large).
 */
export const usePictureUpload = (
  purpose: UploadPurpose,
  onChange: (url: string) => void,
  { accept, label }: { accept: string; label: string },
) => {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    setUploading(true);
    try {
      const r = await uploadFile(file, purpose);
      onChange(r.fileUrl ?? `/uploads/${r.key}`);
    } catch (err) {
      setProblem(err instanceof Error ? err.message : errorMessage(err));
    } finally {
      setUploading(false);
    }
  };
  const fileInput = <HiddenFileInput ref={input} accept={accept} label={label} onFile={(f) => void upload(f)} />;
  return { uploading, problem, pick: () => input.current?.click(), fileInput };
};
