// pages/status.js — the pages' status line (#status): what happened, or
// why a request was refused while the game shown is kept.

/** Show text in the status line (kind: 'ok' or 'error'; no text hides it).
 * @param {string} text @param {string} [kind] */
export function say(text, kind) {
  const box = /** @type {HTMLElement} */ (document.getElementById('status'));
  box.textContent = text;
  box.className = 'status ' + (kind || 'ok');
  box.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  box.hidden = !text;
}

/** fn(), or on an Error (thrown, or a promise's), a message that says the
 * game is kept.
 * @template T @param {string} what @param {() => T} fn @returns {T | undefined} */
export function attempt(what, fn) {
  /** @param {Error} err */
  const refused = (err) => say(`${what}: ${err.message}. The current game is kept.`, 'error');
  try {
    const result = fn();
    if (result instanceof Promise) result.catch(refused);
    return result;
  } catch (err) {
    refused(/** @type {Error} */ (err));
    return undefined;
  }
}
