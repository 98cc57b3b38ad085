// The move of the site's copy into the database (issue 35) changes no word a person reads: the text of every
// public page of the sitemap and of every profile, in English, Assamese and Hindi, is the same as the text
// today's code rendered before the move (tests/fixtures/public-text-before-content-move.json, written by this test
// with UPDATE_TEXT_SNAPSHOT=1 against the build of the commit before the move; the e2e server seeds the content).
// Renewed once after the merge, for changes meant as changes and checked one by one: the four Get Involved pages
// are new, /gallery links "More photos", /as and /hi/donate name the campaigns in their language.
// HTTP, not a browser: the words are in the served HTML, and a snapshot of a browser's layout would be about layout.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { test, expect } from './fixtures';
import { firstDifference, pageText } from './helpers/page-text';

const SNAPSHOT = 'tests/fixtures/public-text-before-content-move.json';
// The profiles as they were before the move (the people are staff's records now).
const PROFILE_IDS = ['chairman', 'ananya-baruah', 'mitali-hazarika', 'bhaskar-jyoti-sarma', 'nazia-rahman', 'pranjal-bora', 'rupali-deka', 'deepjyoti-tanti'];
const PROFILES = PROFILE_IDS.flatMap((id) => ['', '/as', '/hi'].map((prefix) => `${prefix}/profile/${id}`));

test('every public page shows the same words as before the content moved into the database', async ({ request }) => {
  test.setTimeout(600_000); // about a hundred pages on a busy machine
  const xml = await (await request.get('/sitemap.xml')).text();
  // Events' own pages are staff's records with their own tests; the list of events is kept.
  const fromSitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname).filter((p) => !/\/events\/./.test(p));
  const paths = [...new Set([...fromSitemap, ...PROFILES])].sort();
  const now: Record<string, string> = {};
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    now[path] = pageText(await response.text());
  }
  if (process.env.UPDATE_TEXT_SNAPSHOT === '1') {
    writeFileSync(SNAPSHOT, `${JSON.stringify(now, null, 1)}\n`);
    return;
  }
  expect(existsSync(SNAPSHOT), SNAPSHOT).toBe(true);
  const before = JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as Record<string, string>;
  expect(paths, 'the same pages').toEqual(Object.keys(before).sort());
  const changed = paths.flatMap((path) => {
    const difference = firstDifference(before[path], now[path]);
    return difference ? [`${path} ${difference}`] : [];
  });
  expect(changed, changed.join('\n\n')).toEqual([]);
});
