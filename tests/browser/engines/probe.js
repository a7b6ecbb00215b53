// probe.js — put first into every page by the cross-engine tests
// (tests/tools/serve.mjs --inject): it records, in window.__ggProblems,
// what should never happen in our pages, the same way in every engine
// (tests/browser/engines.mjs reads and empties it): an uncaught error or
// rejection, a script, style sheet or image that failed to load, an error
// or a warning on the console, a Content-Security-Policy violation, and a
// request that left the page's origin.
(() => {
  const problems = (window.__ggProblems = []);
  const text = (v) => (v && v.stack ? String(v.message || v) : String(v));
  addEventListener('error', (e) => {
    const t = e.target;
    if (t && t !== window && (t.src || t.href)) problems.push(`failed to load: ${t.src || t.href}`);
    else problems.push(`page error: ${e.message}`);
  }, true);
  addEventListener('unhandledrejection', (e) => problems.push(`unhandled rejection: ${text(e.reason)}`));
  document.addEventListener('securitypolicyviolation', (e) =>
    problems.push(`policy violation: ${e.violatedDirective} ${e.blockedURI}${e.sourceFile ? ` (${e.sourceFile}:${e.lineNumber})` : ''}`));
  for (const level of ['error', 'warn']) {
    const write = console[level];
    console[level] = function (...args) {
      problems.push(`console ${level}: ${args.map(text).join(' ')}`);
      return write.apply(this, args);
    };
  }
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.name.startsWith(location.origin + '/') && !/^(data|blob):/.test(e.name)) problems.push(`request off the origin: ${e.name}`);
    }
  }).observe({ type: 'resource', buffered: true });
})();
