// policy.mjs — the site's security policy, written once. build.mjs puts
// CONTENT_SECURITY_POLICY into every page as a <meta>, so that any static
// host serves the pages under it; tests/tools/serve.mjs (`./build.sh
// serve`, the browser tests) sends it as a header too, with what only a
// header can say (frame-ancestors) and the headers beside it.
//
// What the pages need, and so all they are allowed: their own scripts,
// style sheets, images, the manifest and the service worker, fetched from
// their own origin; WebAssembly compiled from those fetches
// ('wasm-unsafe-eval', which allows wasm and not eval). The elements style
// their shadow roots with constructable sheets and set styles through the
// CSSOM, which style-src 'self' allows; no inline script, no inline style
// attribute, no data: URL.

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

/** The pages other sites may show in a frame: the embed page. The others
 * may be framed by the site itself only. */
const FRAMEABLE = new Set(['embed.html']);

/** The headers a page (an .html file, by its name) is served with. */
export function pageHeaders(name) {
  return {
    'content-security-policy': `${CONTENT_SECURITY_POLICY}; frame-ancestors ${FRAMEABLE.has(name) ? '*' : "'self'"}`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}

/** The headers every other file is served with. */
export const FILE_HEADERS = { 'x-content-type-options': 'nosniff' };
