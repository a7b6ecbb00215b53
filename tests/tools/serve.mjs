// serve.mjs — a static file server for build/web on 127.0.0.1, for
// `./build.sh serve` and the browser tests. Serves .wasm as
// application/wasm (streaming compilation needs it); nothing else.
//   node tests/tools/serve.mjs DIR PORT [--cors] [--wasm-type TYPE]
// PORT 0: any free port, printed. The options play other servers for the
// embedding tests: --cors sends Access-Control-Allow-Origin: * (a module
// served to pages of another origin), --wasm-type another MIME type for
// .wasm (a server that does not know it: application/octet-stream).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] || 'build/web');
const port = Number(process.argv[3] ?? 8000);
const options = process.argv.slice(4);
const cors = options.includes('--cors');
const wasmType = options.includes('--wasm-type') ? options[options.indexOf('--wasm-type') + 1] : 'application/wasm';
const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.wasm': wasmType, '.json': 'application/json', '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

const server = http.createServer((req, res) => {
  let rel;
  try {
    rel = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  } catch {
    res.writeHead(400).end('bad request');
    return;
  }
  if (rel.endsWith('/')) rel += 'index.html';
  const file = path.join(root, path.normalize(rel));
  if (!file.startsWith(root + path.sep)) {
    res.writeHead(403).end('forbidden');
    return;
  }
  fs.readFile(file, (err, body) => {
    if (err) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, Object.assign({
      'content-type': types[path.extname(file)] || 'application/octet-stream',
      'cache-control': 'no-cache',
    }, cors ? { 'access-control-allow-origin': '*' } : {}));
    res.end(body);
  });
});
server.listen(port, '127.0.0.1', () => {
  console.log(`http://127.0.0.1:${server.address().port}/`);
});
