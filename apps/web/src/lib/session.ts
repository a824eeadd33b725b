import { createStore, useStore } from './external-store';

/**
 * The session of spec §3. The token field is spelt `tocken` on the client, as the spec has it. Besides the
 * spec's {role, uid, fullName, uemail} it keeps what the login answer also gives (for the header menu).
 */
export interface Session {
  tocken: string;
  session: {
    role: string;
    uid: number;
    fullName: string;
    uemail: string;
    referralCode?: string;
    lastName?: string;
    utype?: string;
  };
  authenticated: boolean;
  authorities: string[];
}

export const SESSION_KEY = 'elevate.session';
/**
 * The colour mode the visitor chose (app/theme.ts). Like everything else in local storage it goes at logout
 * (spec §2.6; docs/decisions/026): the next page load shows the default mode again.
 */
export const THEME_KEY = 'elevate.theme';

/** The in-memory session the app reads synchronously; local storage holds only its encrypted copy. */
export const sessionStore = createStore<Session | null>(null);

// Bumped by every set and clear: an encryption that finishes after a newer change must not write.
let generation = 0;

/** lib/session-vault.ts: AES-GCM with a non-extractable key. */
interface Vault {
  seal(plain: string): Promise<string>;
  open(stored: string): Promise<string | null>;
}
let loadVault: (() => Promise<Vault>) | null = null;

/**
 * Where the encryption code comes from. boot.tsx passes `() => import('./lib/session-vault')`: the vault is
 * fetched only when there is a session to read or write, and the dynamic import lives in the entry chunk,
 * which already carries the bundler's preload helper (a dynamic import here would add a second copy to the
 * first load). Without a vault the session lives in memory only.
 */
export const configureSessionVault = (loader: () => Promise<Vault>) => {
  loadVault = loader;
};
const vault = (): Promise<Vault> => (loadVault ? loadVault() : Promise.reject(new Error('No session vault')));

const parse = (plain: string | null): Session | null => {
  if (!plain) return null;
  try {
    const parsed = JSON.parse(plain) as Session;
    return parsed.authenticated && typeof parsed.tocken === 'string' && parsed.session ? parsed : null;
  } catch {
    return null;
  }
};

/** Reads and decrypts the stored session; an unreadable value (not ours, tampered, key gone) is dropped. */
const readStored = async (): Promise<Session | null> => {
  const stored = localStorage.getItem(SESSION_KEY);
  if (!stored) return null;
  const session = parse(await (await vault()).open(stored));
  if (!session && localStorage.getItem(SESSION_KEY) === stored) localStorage.removeItem(SESSION_KEY);
  return session;
};

let watchingOtherTabs = false;
/** A login or logout in another tab reaches this one (the storage event fires only in the other tabs). */
const watchOtherTabs = () => {
  if (watchingOtherTabs || typeof window === 'undefined') return;
  watchingOtherTabs = true;
  window.addEventListener('storage', (e) => {
    if (e.key !== SESSION_KEY && e.key !== null) return;
    const mine = ++generation;
    void readStored().then((s) => mine === generation && sessionStore.set(s));
  });
};

/**
 * Startup: decrypts the stored session into the store before the router renders, so guards and the header
 * see the signed-in state on the first paint. Never throws; resolves at once when nothing is stored.
 */
export const loadSession = async (): Promise<Session | null> => {
  if (typeof localStorage === 'undefined') return null;
  watchOtherTabs();
  const mine = ++generation;
  const session = await readStored().catch(() => null);
  if (mine === generation) sessionStore.set(session);
  return sessionStore.get();
};

const seal = (session: Session) => vault().then((v) => v.seal(JSON.stringify(session)));

/** Signs in at once (the store); the encrypted copy is written when encryption finishes (the promise). */
export const setSession = (session: Session): Promise<void> => {
  const mine = ++generation;
  sessionStore.set(session);
  return seal(session)
    .then((sealed) => {
      if (mine === generation) localStorage.setItem(SESSION_KEY, sealed);
    })
    .catch(() => undefined);
};

/**
 * Signs in once the encrypted copy is written (login, a fresh token after a password change): a reload or a
 * full-page navigation right after still finds the session. If encryption is unavailable the session is
 * kept in memory only. Resolves false when a newer set or a clear came first.
 */
export const saveSession = async (session: Session): Promise<boolean> => {
  const mine = ++generation;
  const sealed = await seal(session).catch(() => null);
  if (mine !== generation) return false;
  if (sealed) localStorage.setItem(SESSION_KEY, sealed);
  sessionStore.set(session);
  return true;
};

/**
 * Logout and expiry clear all local storage (spec §2.6, §4), the theme choice included: nothing is written
 * back (docs/decisions/026). On a shared computer the next person starts from the defaults.
 */
export const clearSession = () => {
  generation++;
  localStorage.clear();
  sessionStore.set(null);
};

/**
 * The session as a component sees it. A server render has none, and so has the first render in the browser
 * of a page the server rendered (React uses the server's value while hydrating); the signed-in state
 * follows at once, without a hydration mismatch.
 */
export const useSession = () => useStore(sessionStore, null);

/** The JWT's exp claim in seconds, from the second word of the bearer-style token (spec §3). */
export const tokenExpiry = (tocken: string): number | null => {
  const jwt = tocken.split(' ').pop() ?? '';
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return typeof json.exp === 'number' ? json.exp : null;
  } catch {
    return null;
  }
};

export const isExpired = (session: Session, nowSeconds = Math.floor(Date.now() / 1000)): boolean => {
  const exp = tokenExpiry(session.tocken);
  return exp !== null && exp < nowSeconds;
};

/** Set when an expired session was cleared on a route change; the shell shows the session-expired modal. */
export const sessionExpiredStore = createStore(false);
export const useSessionExpired = () => useStore(sessionExpiredStore);

/** Spec §4: an expired token clears all local storage and opens the expiry modal. Returns whether it did. */
export const expireIfStale = (nowSeconds?: number): boolean => {
  const session = sessionStore.get();
  if (!session || !isExpired(session, nowSeconds)) return false;
  clearSession();
  sessionExpiredStore.set(true);
  return true;
};

/**
 * WUE-9001 (spec §8 "forces logout"): the server no longer accepts this session (expired, password changed,
 * logged out everywhere). Clear it like Logout (all local storage) and open the session-expired modal, whose
 * 'Log in again' brings the user back to this page: kinder than dropping them on the root mid-task, and the
 * modal is already lazy, so this adds nothing to the first load.
 */
export const endSession = () => {
  clearSession();
  sessionExpiredStore.set(true);
};
