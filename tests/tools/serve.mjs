// serve.mjs — a static file server for build/web on 127.0.0.1, for
// `./build.sh serve` and the browser tests. Serves .wasm as
// application/wasm (streaming compilation needs it).
//   node tests/tools/serve.mjs DIR PORT [--site] [--cors] [--wasm-type TYPE]
//                                       [--inject FILE]... [--report]
// PORT 0: any free port, printed. --site sends the site's headers
// (web/policy.mjs: the Content-Security-Policy with frame-ancestors,
// nosniff, the referrer policy), as `./build.sh serve` does. The other
// options play other servers, or watch the pages, for the tests: --cors
// sends Access-Control-Allow-Origin: * (a module served to pages of
// another origin), --wasm-type another MIME type for .wasm (a server that
// does not know it: application/octet-stream); --inject FILE puts
// <script src="/__test/NAME"></script> (NAME: FILE's name) into every page
// before its own scripts, and serves FILE there (and lists it among the
// files the site's service worker keeps); --report keeps `STATUS PATH` of
// every answer of 400 or more, for the test that started the server to
// count as a problem: GET /__report answers them as a JSON list and
// forgets them (an answer is kept before it is sent, so a test that asks
// after its page has had the answer finds it).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { FILE_HEADERS, pageHeaders } from '../../web/policy.mjs';

const root = path.resolve(process.argv[2] || 'build/web');
const port = Number(process.argv[3] ?? 8000);
const options = process.argv.slice(4);
const cors = options.includes('--cors');
const site = options.includes('--site');
const report = options.includes('--report');
const wasmType = options.includes('--wasm-type') ? options[options.indexOf('--wasm-type') + 1] : 'application/wasm';
/** The test scripts put into every page, by the name they are served under. */
const injected = new Map();
options.forEach((o, k) => {
  if (o === '--inject') injected.set(path.basename(options[k + 1]), path.resolve(options[k + 1]));
});
const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.wasm': wasmType, '.json': 'application/json', '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

/** A page with the injected scripts first in its head: after the <meta>s
 * (the policy among them) and before any script of its own. */
function withInjected(html) {
  const tags = [...injected.keys()].map((name) => `<script src="/__test/${name}"></script>`).join('');
  const at = html.search(/<(script|link|title|style)\b/i);
  return at < 0 ? tags + html : html.slice(0, at) + tags + html.slice(at);
}

/** The failed answers since the last GET /__report. @type {string[]} */
const failures = [];

function answer(res, rel, status, headers, body) {
  if (report && status >= 400) failures.push(`${status} ${rel}`);
  res.writeHead(status, headers).end(body);
}

const server = http.createServer((req, res) => {
  let rel;
  try {
    rel = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  } catch {
    answer(res, req.url, 400, {}, 'bad request');
    return;
  }
  if (report && rel === '/__report') {
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(failures.splice(0)));
    return;
  }
  const test = rel.startsWith('/__test/') && injected.get(rel.slice(8));
  if (rel.endsWith('/')) rel += 'index.html';
  const file = test || path.join(root, path.normalize(rel));
  if (!test && !file.startsWith(root + path.sep)) {
    answer(res, rel, 403, {}, 'forbidden');
    return;
  }
  fs.readFile(file, (err, body) => {
    if (err) {
      answer(res, rel, 404, { 'content-type': 'text/plain' }, 'not found');
      return;
    }
    const ext = path.extname(file);
    if (ext === '.html' && injected.size) body = withInjected(body.toString('utf8'));
    // The site's service worker keeps the injected scripts too, so that a
    // page it serves with no network still has them.
    if (rel === '/sw.js' && injected.size) {
      const names = [...injected.keys()].map((name) => JSON.stringify(`__test/${name}`)).join(',');
      body = body.toString('utf8').replace('["./",', `["./",${names},`);
    }
    answer(res, rel, 200, Object.assign({
      'content-type': types[ext] || 'application/octet-stream',
      'cache-control': 'no-cache',
    }, site ? (ext === '.html' ? pageHeaders(path.basename(file)) : FILE_HEADERS) : {},
    cors ? { 'access-control-allow-origin': '*' } : {}), body);
  });
});
server.listen(port, '127.0.0.1', () => {
  console.log(`http://127.0.0.1:${server.address().port}/`);
});
