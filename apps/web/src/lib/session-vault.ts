/**
 * Encryption at rest for the stored session (docs/decisions/004-token-storage.md, "Implementation").
 *
 * The session is sealed with AES-GCM (256-bit key, fresh 96-bit IV per write) and stored as
 * `v1.<base64 iv‖ciphertext>`. The key is generated in the browser as NON-EXTRACTABLE and kept in IndexedDB,
 * which stores a CryptoKey by structured clone without ever exposing its bytes: a copy of local storage
 * (a shared computer, a backup, a browser-profile leak, a support screenshot of devtools) is useless without
 * that same profile's IndexedDB. Limits: a script running on our origin can still ask the browser to decrypt
 * (this is defence in depth, not an XSS defence: the CSP is), and where IndexedDB is missing (some private
 * modes) the key lives in memory only, so the session does not survive a reload there.
 *
 * Loaded on demand by lib/session.ts, so a visitor without a stored session never downloads it.
 */
const DB_NAME = 'elevate.keys';
const STORE = 'keys';
const KEY_ID = 'session';
const PREFIX = 'v1.';
// Binds the ciphertext to its purpose: a blob sealed for something else does not open as a session.
const AAD = new TextEncoder().encode('elevate.session.v1');

export interface KeyStore {
  get(): Promise<CryptoKey | undefined>;
  put(key: CryptoKey): Promise<void>;
}

const request = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });

const indexedDbKeyStore = (idb: IDBFactory): KeyStore => {
  let db: Promise<IDBDatabase> | null = null;
  const open = () => {
    if (!db) {
      const req = idb.open(DB_NAME, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE);
      db = request(req);
      db.catch(() => (db = null));
    }
    return db;
  };
  const store = async (mode: IDBTransactionMode) => (await open()).transaction(STORE, mode).objectStore(STORE);
  return {
    get: async () => (await request((await store('readonly')).get(KEY_ID))) as CryptoKey | undefined,
    put: async (key) => {
      await request((await store('readwrite')).put(key, KEY_ID));
    },
  };
};

const memoryKeyStore = (): KeyStore => {
  let key: CryptoKey | undefined;
  return { get: async () => key, put: async (k) => void (key = k) };
};

const defaultKeyStore = (): KeyStore => {
  if (typeof indexedDB === 'undefined') return memoryKeyStore();
  const idb = indexedDbKeyStore(indexedDB);
  const fallback = memoryKeyStore();
  // IndexedDB can exist and still refuse (blocked storage): fall back to a key for this page only.
  return {
    get: () => idb.get().catch(() => fallback.get()),
    put: (k) => idb.put(k).catch(() => fallback.put(k)),
  };
};

let keyStore: KeyStore = defaultKeyStore();
let pendingKey: Promise<CryptoKey> | null = null;

/** Tests swap the key store (jsdom has no IndexedDB). */
export const setKeyStore = (store: KeyStore) => {
  keyStore = store;
  pendingKey = null;
};

const existingKey = () => keyStore.get().catch(() => undefined);

const keyForWriting = (): Promise<CryptoKey> => {
  pendingKey ??= (async () => {
    const found = await existingKey();
    if (found) return found;
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    await keyStore.put(key);
    return key;
  })();
  pendingKey.catch(() => (pendingKey = null));
  return pendingKey;
};

const toBase64 = (bytes: Uint8Array) => {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
};
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export const seal = async (plain: string): Promise<string> => {
  const key = await keyForWriting();
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: AAD }, key, new TextEncoder().encode(plain)),
  );
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return PREFIX + toBase64(out);
};

/** The plain text, or null when the value is not ours, was tampered with or the key is gone. */
export const open = async (stored: string): Promise<string | null> => {
  if (!stored.startsWith(PREFIX)) return null;
  try {
    const key = await existingKey();
    if (!key) return null;
    const bytes = fromBase64(stored.slice(PREFIX.length));
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.subarray(0, 12), additionalData: AAD },
      key,
      bytes.subarray(12),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
};
