// index.d.ts — gridgames: defines <gg-mines> and <gg-snakes> and exports
// what elements.js does (elements.d.ts has the types).
export * from './elements.js';
