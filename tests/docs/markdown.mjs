// markdown.mjs — the docs' examples as the tests read them: each page cut
// into fenced blocks and the `<!-- doctest: … -->` markers around them
// (docs/README.md, "Examples are tests", says what each marker means).
// Shared by examples.mjs (the shell examples) and the snippet tests (JS,
// HTML, CSS). A fence is three backticks at the start of a line; nothing
// inside a block is read as a marker.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The pages whose examples are tests, relative to the repository: the
 * README, every page of docs/, and the READMEs beside the engine and the
 * package. */
export function docPages() {
  const docs = fs.readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).sort();
  return ['README.md', ...docs.map((f) => `docs/${f}`), 'engine/README.md', 'web/package/README.md']
    .filter((p) => fs.existsSync(path.join(ROOT, p)));
}

/**
 * @typedef {{ word: string, rest: string, line: number }} Marker
 *   `<!-- doctest: WORD REST -->`: WORD is the first word after `doctest:`
 *   (a trailing colon dropped), REST the text after it, over any lines.
 * @typedef {{ kind: 'block', lang: string, line: number, lines: string[],
 *   markers: Marker[], comments: string[], intro: string }} Block
 *   A fenced block: its info string, the line of its opening fence
 *   (1-based), its lines; the doctest markers and other comments right
 *   above it; the text line just above those (a `prints:` says the block
 *   before shows what this one prints).
 * @typedef {{ kind: 'marker', marker: Marker, paragraph: string[] }} Loose
 *   A doctest marker with no block under it, and the paragraph above it.
 */

/** Cut a page's text into blocks and loose markers, in order.
 * @param {string} text
 * @returns {(Block | Loose)[]} */
export function scan(text) {
  const lines = text.split('\n');
  /** @type {(Block | Loose)[]} */
  const items = [];
  /** @type {{ marker: Marker | null, comment: string, paragraph: string[] }[]} */
  let pending = [];   // comments since the last text line
  let paragraph = []; // the text lines since the last blank line
  let intro = '';
  const settle = () => {
    for (const p of pending) if (p.marker) items.push({ kind: 'marker', marker: p.marker, paragraph: p.paragraph });
    pending = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fence = line.match(/^```(\S*)\s*$/);
    if (fence) {
      const start = i + 1;
      const body = [];
      for (i++; i < lines.length && !/^```\s*$/.test(lines[i]); i++) body.push(lines[i]);
      if (i === lines.length) throw new Error(`line ${start}: a fenced block that is never closed`);
      // A `message` marker reads the paragraph above it, block or not.
      for (const p of pending) if (p.marker && p.marker.word === 'message') items.push({ kind: 'marker', marker: p.marker, paragraph: p.paragraph });
      items.push({
        kind: 'block', lang: fence[1], line: start, lines: body, intro,
        markers: pending.flatMap((p) => (p.marker && p.marker.word !== 'message' ? [p.marker] : [])),
        comments: pending.map((p) => p.comment),
      });
      pending = [];
      paragraph = [];
      intro = '';
      continue;
    }
    if (line.trimStart().startsWith('<!--')) {
      const start = i + 1;
      let comment = line.trimStart();
      while (!comment.includes('-->') && i + 1 < lines.length) comment += '\n' + lines[++i];
      const inner = comment.replace(/^<!--/, '').replace(/-->\s*$/, '').trim();
      const m = inner.match(/^doctest:\s*(\S+)\s*([\s\S]*)$/);
      pending.push({
        comment: inner,
        paragraph: [...paragraph],
        marker: m ? { word: m[1].replace(/:$/, ''), rest: m[2].trim(), line: start } : null,
      });
      continue;
    }
    settle();
    if (line.trim() === '') {
      paragraph = [];
    } else {
      paragraph.push(line);
      intro = line.trim();
    }
  }
  settle();
  return items;
}

/** Read and scan a page of the repository (path relative to it). */
export function readPage(page) {
  return scan(fs.readFileSync(path.join(ROOT, page), 'utf8'));
}

/** The inline code spans of some lines of text. */
export function codeSpans(lines) {
  return [...lines.join(' ').matchAll(/`([^`]+)`/g)].map((m) => m[1]);
}
