// storage-refused.js — put into every page by engines/storage.test.mjs
// (serve.mjs --inject): the page's localStorage refused, as a browser with
// storage turned off refuses it (Firefox with dom.storage.enabled off,
// Chromium blocking site data, Safari's private windows of old): reading
// window.localStorage throws a SecurityError.
Object.defineProperty(window, 'localStorage', {
  configurable: true,
  get() {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
});
