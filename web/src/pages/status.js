// pages/status.js — the pages' status line (#status): what happened, or
// why a request was refused while the game shown is kept, in the page's
// language (pages/words.js; an error's sentence said in it by
// core/i18n.js).
import { pageError, pageLater, pageT } from './words.js';

/** Show text in the status line (kind: 'ok' or 'error'; no text hides it):
 * a function says it once the page's words are in (a message asked for
 * before would be English).
 * @param {string | (() => string)} text @param {string} [kind] */
export function say(text, kind) {
  pageLater(() => {
    const box = /** @type {HTMLElement} */ (document.getElementById('status'));
    box.textContent = typeof text === 'function' ? text() : text;
    box.className = 'status ' + (kind || 'ok');
    box.setAttribute('role', kind === 'error' ? 'alert' : 'status');
    box.hidden = !box.textContent;
  });
}

/** Say an error: words(why), why its English sentence (message) said in
 * the page's language.
 * @param {string} message @param {(why: string) => string} words */
export function sayError(message, words) {
  pageError(message, (why) => say(() => words(why), 'error'));
}

/** fn(), or on an Error (thrown, or a promise's), a message that says the
 * game is kept; what: the request's name, in the page's language.
 * @template T @param {string} what @param {() => T} fn @returns {T | undefined} */
export function attempt(what, fn) {
  /** @param {Error} err */
  const refused = (err) => sayError(err.message, (why) => pageT('refused', { what, why }));
  try {
    const result = fn();
    if (result instanceof Promise) result.catch(refused);
    return result;
  } catch (err) {
    refused(/** @type {Error} */ (err));
    return undefined;
  }
}
