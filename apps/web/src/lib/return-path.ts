import { isSamePath } from '@elevate/contracts/auth/return-url';

/**
 * The not-authorized page's return path (spec §2.5 "a Back link to an encrypted return path";
 * docs/decisions/026). The path travels in the address sealed with AES-GCM under a key this tab made and
 * keeps in session storage, so:
 * - a link someone crafts, edits or sends from another tab or browser does not open: Back then leads to the
 *   dashboard, never to a place the link chose (not even on this site);
 * - the address does not show where the user was (a search, an id) to whoever sees it later (history sync,
 *   a screenshot, a shared screen).
 * Only a same-site path is ever sealed or followed, so Back can never leave the site (no open redirect).
 *
 * Loaded on demand by the guard and the not-authorized page: nobody else pays for the crypto code.
 */
export const RETURN_FALLBACK = '/my-dashboard';

const KEY_STORAGE = 'elevate.return-path-key';
// Binds the ciphertext to its purpose: a value sealed for anything else does not open as a return path.
const AAD = new TextEncoder().encode('elevate.return-path.v1');
const IV_BYTES = 12;

const toBase64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const fromBase64Url = (value: string): Uint8Array<ArrayBuffer> => {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) throw new Error('not base64url');
  const bin = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
};

const importRaw = (raw: Uint8Array<ArrayBuffer>) =>
  crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);

/** The imported key, for the stored value it came from (session storage can be cleared under us). */
let cached: { stored: string; key: CryptoKey } | null = null;

/** This tab's key: read from session storage, or made (256 random bits) and kept there on first use. */
const tabKey = async (): Promise<CryptoKey> => {
  const stored = sessionStorage.getItem(KEY_STORAGE);
  if (stored && cached?.stored === stored) return cached.key;
  if (stored) {
    try {
      const key = await importRaw(fromBase64Url(stored));
      cached = { stored, key };
      return key;
    } catch {
      // Not a key of ours: make a new one (paths sealed before then fall back, as they should).
    }
  }
  const raw = crypto.getRandomValues(new Uint8Array(32));
  const fresh = toBase64Url(raw);
  sessionStorage.setItem(KEY_STORAGE, fresh);
  const key = await importRaw(raw);
  cached = { stored: fresh, key };
  return key;
};

/** Seals a same-site path for the address; anything else is sealed as the fallback. */
export const sealReturnPath = async (path: string): Promise<string> => {
  const safe = isSamePath(path) ? path : RETURN_FALLBACK;
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: AAD },
      await tabKey(),
      new TextEncoder().encode(safe),
    ),
  );
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(iv);
  out.set(sealed, IV_BYTES);
  return toBase64Url(out);
};

/**
 * The path a sealed value holds, if this tab sealed it and it is a same-site path; otherwise (missing,
 * tampered, another tab's or browser's, not a path on this site) the fallback. Never throws.
 */
export const openReturnPath = async (value: string | null | undefined): Promise<string> => {
  if (!value || value.length > 2000) return RETURN_FALLBACK;
  try {
    const bytes = fromBase64Url(value);
    if (bytes.length <= IV_BYTES) return RETURN_FALLBACK;
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES), additionalData: AAD },
      await tabKey(),
      bytes.slice(IV_BYTES),
    );
    const path = new TextDecoder().decode(plain);
    return isSamePath(path) && !path.startsWith('/not-authorized') ? path : RETURN_FALLBACK;
  } catch {
    return RETURN_FALLBACK;
  }
};
