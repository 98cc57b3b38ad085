// Issue 37: an internship certificate's PDF (English and Assamese, shaped, with its QR code), rendered in this
// process as the download route renders it: p50 and p95 of `rounds` renders after a warm-up (budget: p95 under
// 300 ms). And the certificate's verify page against a static page of the same app (/about), closed-loop, as
// the other throughput rows. Part of `npm run bench`, which passes the bench database and the app's address.
import { load, percentile } from './load';

export async function internshipCertificate(databaseUrl: string, app: string, o = { rounds: 30, connections: 8, seconds: 3 }) {
  Object.assign(process.env, { DATABASE_URL: databaseUrl, PUBLIC_BASE_URL: app, APP_ENV: 'local' });
  const { db } = await import('../lib/platform/db/client');
  const { issueCertificate } = await import('../lib/certificates/certificates');
  const { certificatePdf } = await import('../lib/certificates/certificate-pdf');
  const issued = await db.$transaction((tx) => issueCertificate(tx, {
    kind: 'internship_completion', subjectId: 2_000_000_000, holderName: 'অনুপম দাস', language: 'as',
    details: { programme: 'Clean Water Survey', institution: 'Cotton University', starts: '2026-06-01', ends: '2026-07-26', hours: 96 },
  }));
  await certificatePdf(issued.number); // fonts loaded, shaper built
  const times: number[] = [];
  for (let i = 0; i < o.rounds; i++) {
    const started = performance.now();
    await certificatePdf(issued.number);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const verifyPath = new URL(issued.verifyUrl).pathname;
  await load(app + verifyPath, { connections: o.connections, seconds: 1 }); // warm
  const verify = await load(app + verifyPath, { connections: o.connections, seconds: o.seconds });
  const about = await load(`${app}/about`, { connections: o.connections, seconds: o.seconds });
  await db.$disconnect();
  return { pdf: { p50: percentile(times, 50), p95: percentile(times, 95) }, verify, about };
}
