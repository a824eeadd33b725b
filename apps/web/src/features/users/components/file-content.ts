/** Whether a file begins with these bytes: "%PDF-" is how every PDF starts, whatever its name says. */
export const fileStartsWith = (file: Blob, magic: string): Promise<boolean> =>
  new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => {
      const bytes = new Uint8Array(reader.result as ArrayBuffer);
      resolve(bytes.length >= magic.length && [...magic].every((c, i) => bytes[i] === c.charCodeAt(0)));
    };
    reader.onerror = () => resolve(false);
    reader.readAsArrayBuffer(file.slice(0, magic.length));
  });

export const PDF_MAGIC = '%PDF-';

/** The text of a file (FileReader: older browsers and test DOMs have no Blob.text()). */
export const readFileText = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
