// probe.test.mjs — the cross-engine tests' own watch can fail: in each
// engine, a page of the site that breaks its policy (a style attribute
// in markup), writes an error, throws, rejects and fetches a missing
// file has each of those counted as a problem (engines/probe.js and the
// server's report), and a page that does none of it has none.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, waitGame } from '../engines.mjs';

const site = await useSite();

test('every kind of problem is seen, in every engine', async () => {
  const page = await site.open('mines.html?rows=9&cols=9&mines=10&seed=probe');
  await waitGame(page);
  assert.deepEqual(await page.problems(), [], 'none on a page that does nothing wrong');
  await page.evaluate(() => {
    const div = document.createElement('div');
    div.innerHTML = '<span style="color: red">styled in markup</span>';
    document.body.append(div);
    console.error('written on purpose');
    setTimeout(() => { throw new Error('thrown on purpose'); });
    Promise.reject(new Error('rejected on purpose'));
    return fetch('not-in-the-site.txt').then((r) => r.status);
  });
  const seen = (await page.waitFor(async () => {
    const p = window.__ggProblems;
    return p.length >= 4 && p.slice();
  }, null, { what: 'the problems are recorded' })).join('\n');
  assert.match(seen, /policy violation: style-src/);
  assert.match(seen, /console error: written on purpose/);
  assert.match(seen, /page error: .*thrown on purpose/);
  assert.match(seen, /unhandled rejection: rejected on purpose/);
  await page.evaluate(() => { window.__ggProblems.length = 0; });
  assert.deepEqual(await site.site.failures(), ['404 /not-in-the-site.txt']);
});
