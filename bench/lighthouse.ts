// `npm run lighthouse -- [base URL or port]`: Lighthouse 12.8, mobile preset with its default (simulated) throttling, three
// runs per page in Debian's Chromium, and one table of medians: LCP, performance, accessibility, SEO, CLS, TBT
// and the JavaScript each page loads (transfer size: brotli from `npm start`, lib/http/precompressed.ts). Start the site first (`npm start`); the default
// base is http://127.0.0.1:$PORT. Simulated throttling scales what this machine does: run it on a quiet one.
// One unmeasured run per page first: the first request for each image size makes the server encode it
// (next/image caches the result), which is the server's one-off cost, not the page's.
// Performance and TBT also show the lowest and highest of the runs: on a busy machine one page's TBT swings by
// 3× between runs (issue 34: /as/intern 108–1122 ms in one period), so a median alone reads as a difference
// between pages. LIGHTHOUSE_KEEP names a folder for every run's report (bootup-time, long-tasks, network-requests).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The site to audit: a URL or a port as the argument, else PORT, else 3000 (the quick start's). */
function baseUrl(arg = process.argv[2]): string {
  if (arg && /^\d+$/.test(arg)) return `http://127.0.0.1:${arg}`;
  return (arg ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`).replace(/\/+$/, '');
}
const BASE = baseUrl();
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,/about,/gallery,/events,/get-involved,/intern,/login,/member').split(',');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

type Run = { lcp: number; perf: number; a11y: number; seo: number; cls: number; tbt: number; jsKb: number };

function audit(url: string, out: string): Run {
  execFileSync(process.execPath, [
    path.resolve('node_modules/lighthouse/cli/index.js'), url, '--quiet', '--form-factor=mobile', '--output=json', `--output-path=${out}`,
    '--only-categories=performance,accessibility,seo', `--chrome-path=${CHROME}`, '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
  ], { stdio: ['ignore', 'ignore', 'inherit'] });
  const r = JSON.parse(readFileSync(out, 'utf8'));
  const scripts = r.audits['network-requests'].details.items.filter((i: { resourceType: string }) => i.resourceType === 'Script');
  return {
    lcp: r.audits['largest-contentful-paint'].numericValue,
    perf: r.categories.performance.score,
    a11y: r.categories.accessibility.score,
    seo: r.categories.seo.score,
    cls: r.audits['cumulative-layout-shift'].numericValue,
    tbt: r.audits['total-blocking-time'].numericValue,
    jsKb: scripts.reduce((s: number, i: { transferSize: number }) => s + i.transferSize, 0) / 1024,
  };
}

/** Stops with what to do when nothing answers at BASE, instead of Lighthouse's stack trace. */
async function assertServing() {
  try {
    await fetch(BASE, { signal: AbortSignal.timeout(5000) });
  } catch {
    console.error(`Nothing answers at ${BASE}. Start the site first, for example:
  npm run build && PORT=${new URL(BASE).port || 3000} npm start
then run \`npm run lighthouse\` again (the site's port comes from PORT, or give a port or URL: \`npm run lighthouse -- 3030\`).`);
    process.exit(1);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** The median, and the lowest and highest run when they differ: `0.95 (0.91–0.97)`. */
const spread = (xs: number[], show: (x: number) => string) => {
  const [lo, hi] = [Math.min(...xs), Math.max(...xs)];
  return lo === hi ? show(lo) : `${show(median(xs))} (${show(lo)}–${show(hi)})`;
};
await assertServing();
const KEEP = process.env.LIGHTHOUSE_KEEP;
if (KEEP) mkdirSync(KEEP, { recursive: true });
const dir = KEEP ?? mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
try {
  console.log(`Lighthouse mobile, median of ${RUNS}, ${BASE}, load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores\n`);
  console.log('| page | LCP | performance | accessibility | SEO | CLS | TBT | JS (transfer) |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const page of PAGES) {
    audit(BASE + page, path.join(dir, 'warm-up.json'));
    const runs = Array.from({ length: RUNS }, (_, i) => audit(BASE + page, path.join(dir, `${page.replaceAll('/', '_') || '_'}-${i}.json`)));
    const m = (k: keyof Run) => median(runs.map((r) => r[k]));
    const perf = spread(runs.map((r) => r.perf), (x) => x.toFixed(2));
    const tbt = spread(runs.map((r) => r.tbt), (x) => `${Math.round(x)}`);
    console.log(`| ${page} | ${(m('lcp') / 1000).toFixed(1)} s | ${perf} | ${m('a11y').toFixed(2)} | ${m('seo').toFixed(2)} | ${m('cls').toFixed(3)} | ${tbt} ms | ${m('jsKb').toFixed(0)} KB |`);
  }
  if (KEEP) console.log(`\nEvery run's report: ${KEEP}`);
} finally {
  if (!KEEP) rmSync(dir, { recursive: true, force: true });
}
