// pages/site.js — what every page of the site (not the elements) does:
// register the service worker (sw.js), which keeps the site playable
// offline. When a new build's worker takes over, the page reloads, so it
// never runs on two builds. The game pages import it; the front page
// loads it as site.js.
if ('serviceWorker' in navigator) {
  const before = navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener('controllerchange', () => before && location.reload());
  navigator.serviceWorker.register('sw.js').catch(() => {}); // no worker (an insecure origin): online only
}
