import { SESSION_KEY, THEME_KEY } from '@/lib/session';
import { THEME_ATTRIBUTE } from './theme';

/** Set on <html> while a stored session has not yet been read: the signed-out header buttons stay hidden. */
export const SESSION_PENDING_ATTRIBUTE = 'data-session-pending';

/** Set on <html> from the first paint until the app has hydrated (or drawn) the page (app-shell.tsx). */
export const BOOTING_ATTRIBUTE = 'data-booting';

/**
 * Runs in <head> before the first paint of every page (the server writes it inline and allows it in the
 * content security policy by its hash): the chosen colour scheme is on <html> before anything is drawn, so a
 * dark-mode visitor never sees a light page flash, and a visitor with a stored session does not see "Login"
 * flash in the header of a server-rendered page before the app has read the session (boot.tsx removes the
 * mark). Until the app has taken over the page, a form sent from the server's HTML is held back: the browser
 * would otherwise send it the old way, putting what was typed into the address. Storage can be unavailable (a
 * blocked cookie setting): then the defaults stand.
 */
export const HEAD_SCRIPT = `(function(){var d=document.documentElement;d.setAttribute(${JSON.stringify(
  BOOTING_ATTRIBUTE,
)},"");document.addEventListener("submit",function(e){if(d.hasAttribute(${JSON.stringify(
  BOOTING_ATTRIBUTE,
)}))e.preventDefault()},true);try{d.setAttribute(${JSON.stringify(
  THEME_ATTRIBUTE,
)},localStorage.getItem(${JSON.stringify(THEME_KEY)})==="dark"?"dark":"light");if(localStorage.getItem(${JSON.stringify(
  SESSION_KEY,
)}))d.setAttribute(${JSON.stringify(SESSION_PENDING_ATTRIBUTE)},"")}catch(e){}})()`;

/** Hides what only a signed-out visitor should see while the session is pending (index.html's style). */
export const GUEST_ONLY_ATTRIBUTE = 'data-guest-only';
