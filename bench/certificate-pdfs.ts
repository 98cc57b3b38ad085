// Certificate PDFs (lib/certificates): the time to draw one, HarfBuzz shaping in English and Assamese and the
// QR code included, in this process. The first one loads HarfBuzz and unpacks the fonts and is shown apart; the
// budget (p95 < 300 ms) is the steady state. Part of `npm run bench`; alone:
// `npx tsx --conditions=react-server bench/certificate-pdfs.ts`.
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function certificatePdfTimes({ rounds = 40 } = {}) {
  Object.assign(process.env, { APP_ENV: process.env.APP_ENV ?? 'local', SIGNING_KEY: process.env.SIGNING_KEY ?? '5e'.repeat(32), PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL ?? 'https://example.org' });
  process.env.DATABASE_URL ??= 'postgresql://unused@127.0.0.1:1/unused'; // drawing needs no database
  const { certificateDocument } = await import('../lib/certificates/certificate-pdf');
  const { renderPdf } = await import('../lib/certificates/pdf');
  const row = (i: number) => ({
    id: 1000 + i, kind: 'internship_completion' as const, number: `INT-2026-${String(i + 1).padStart(4, '0')}`, holderName: 'অনুপম দাস', language: 'as',
    details: { programme: 'Tech for Change', institution: 'Cotton University', starts: '2026-06-01', ends: '2026-07-26', hours: 96 }, issuedAt: new Date(),
  });
  let t = performance.now();
  await renderPdf(certificateDocument(row(0)));
  const first = performance.now() - t;
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 1; i <= rounds; i++) {
    t = performance.now();
    await renderPdf(certificateDocument(row(i)));
    times.push(performance.now() - t);
  }
  const used = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  // CPU per PDF beside the wall time: on a machine busy with other work the wall time says more about the machine.
  return { first, p50: percentile(times, 50), p95: percentile(times, 95), cpuMs: (used.user + used.system) / 1000 / rounds };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await certificatePdfTimes();
  console.log(`certificate PDF: first ${r.first.toFixed(0)} ms, p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms, ${r.cpuMs.toFixed(0)} ms CPU each`);
}
