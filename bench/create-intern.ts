// Times POST /api/v1/create-intern with both files over HTTP against the production build:
// 100 registrations, 10 at a time, each with a new mobile number. Prints median and 95th percentile.
// Usage: npm run build && npm run bench
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freshDatabase } from '../tests/setup/fresh-database';
import { toMultipart } from '../lib/registration/multipart';
import { createDb } from '../lib/db/create-client';
import { createInstitution, placeIn } from '../tests/factories/institution';

const PORT = 3600;
const BASE = `http://127.0.0.1:${PORT}`;
const TOTAL = Number(process.env.BENCH_TOTAL ?? 100);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);

if (!existsSync('.next/BUILD_ID')) throw new Error('Run `npm run build` first.');
const database = await freshDatabase('bench', { dir: path.resolve('.data/e2e-postgres'), port: Number(process.env.E2E_PG_PORT ?? 54331) });
const server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(PORT)], {
  env: { ...process.env, APP_ENV: 'local', DATABASE_URL: database.url, CARD_KEY: 'd'.repeat(64), SESSION_SECRET: 'bench-secret-that-is-long-enough-0123456789', DOCUMENT_KEY: 'c'.repeat(64), UPLOAD_DIR: path.resolve('.data/bench-uploads'), TRUST_PROXY: '1' },
  stdio: 'ignore',
});

try {
  for (let i = 0; ; i++) {
    try { if ((await fetch(`${BASE}/api/v1/get-all-categories`)).ok) break; } catch { /* not up yet */ }
    if (i > 100) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
  const db = createDb(database.url, 1);
  const { district, station } = await placeIn(db);
  const inst = await createInstitution(db, { name: 'Bench College', districtId: district.id, policeStationId: station.id });
  const hs = await db.category.findUniqueOrThrow({ where: { name: 'Higher Secondary' } });
  const arts = await db.stream.findUniqueOrThrow({ where: { name: 'Arts' } });
  await db.$disconnect();

  const pdfBytes = new Uint8Array(200 * 1024); pdfBytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  const pngBytes = new Uint8Array(60 * 1024); pngBytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const body = (n: number) => toMultipart('intern', {
    collegeName: String(inst.id), applicantName: 'Bench Applicant', applicantAddress: 'GS Road', applicantDistrict: String(district.id),
    applicantPoliceStation: String(station.id), applicantPinCode: '781005', dateOfBirth: '2003-01-01', gender: 'other',
    mobileNumber: `9${String(100000000 + n)}`, whatsappNumber: `9${String(100000000 + n)}`, email: 'bench@example.org',
    category: String(hs.id), stream: String(arts.id), sectorsOfInterest: ['technology'], password: 'Bench@2025',
  }, { aadhaar: new File([pdfBytes], 'a.pdf', { type: 'application/pdf' }), passport: new File([pngBytes], 'p.png', { type: 'image/png' }) });

  let n = 0;
  async function round(total: number, concurrency: number) {
    const times: number[] = [];
    let failures = 0;
    let sent = 0;
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, async (_, worker) => {
      while (sent < total) {
        sent++;
        const t = performance.now();
        // A distinct client address per worker, as different applicants would have.
        const res = await fetch(`${BASE}/api/v1/create-intern`, { method: 'POST', body: body(n++), headers: { origin: BASE, 'x-forwarded-for': `10.0.${concurrency}.${worker + 1}` } });
        times.push(performance.now() - t);
        if (!res.ok) { failures++; if (failures < 3) console.error(res.status, await res.text()); }
      }
    }));
    const wall = performance.now() - started;
    times.sort((a, b) => a - b);
    const pct = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
    return { median: pct(50), p95: pct(95), max: times.at(-1)!, perSecond: total / (wall / 1000), failures };
  }
  const show = (label: string, r: Awaited<ReturnType<typeof round>>) =>
    console.log(`${label}: median ${r.median.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms, max ${r.max.toFixed(0)} ms, ${r.perSecond.toFixed(1)} registrations/s, failures ${r.failures}`);
  console.log('create-intern over HTTP, 200 KB PDF + 60 KB PNG each, bcrypt cost 10');
  const one = await round(20, 1);
  show('  1 at a time,  20 requests', one);
  const ten = await round(TOTAL, CONCURRENCY);
  show(` ${CONCURRENCY} at a time, ${TOTAL} requests`, ten);
  console.log(`  ratio (concurrent / single): median ${(ten.median / one.median).toFixed(2)}x, throughput ${(ten.perSecond / one.perSecond).toFixed(2)}x`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await database.drop();
}
