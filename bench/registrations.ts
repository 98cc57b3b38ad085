// Registrations for the bench: an approved college in the bench database, then create-intern over HTTP with
// realistic documents (a 200 KB PDF and a 60 KB JPEG of incompressible bytes, as scans and photos are).
import { randomBytes } from 'node:crypto';
import { createDb } from '../lib/platform/db/create-client';
import { toMultipart } from '../lib/registration/multipart';
import { createInstitution, placeIn } from '../tests/factories/institution';
import { percentile } from './load';

export const PASSWORD = 'Bench@2025';

export async function arrange(databaseUrl: string) {
  const db = createDb(databaseUrl, 1);
  try {
    const { district, station } = await placeIn(db);
    const inst = await createInstitution(db, { name: 'Bench College', districtId: district.id, policeStationId: station.id });
    const hs = await db.category.findUniqueOrThrow({ where: { name: 'Higher Secondary' } });
    const arts = await db.stream.findUniqueOrThrow({ where: { name: 'Arts' } });
    return { institutionId: inst.id, districtId: district.id, stationId: station.id, categoryId: hs.id, streamId: arts.id };
  } finally {
    await db.$disconnect();
  }
}

type Arranged = Awaited<ReturnType<typeof arrange>>;

const withMagic = (size: number, magic: number[]) => { const b = randomBytes(size); b.set(magic); return new Uint8Array(b); };
const PDF = withMagic(200 * 1024, [...Buffer.from('%PDF-1.7\n')]);
const JPEG = withMagic(60 * 1024, [0xff, 0xd8, 0xff, 0xe0]);

export const mobileFor = (n: number) => `9${String(100000000 + n)}`;

function body(ref: Arranged, n: number) {
  const mobile = mobileFor(n);
  return toMultipart('intern', {
    collegeName: String(ref.institutionId), applicantName: 'Bench Applicant', applicantAddress: 'GS Road', applicantDistrict: String(ref.districtId),
    applicantPoliceStation: String(ref.stationId), applicantPinCode: '781005', dateOfBirth: '2003-01-01', gender: 'other',
    mobileNumber: mobile, whatsappNumber: mobile, email: `bench.${mobile}@example.org`, // each its own, as in a real drive (one address gets few registration mails a day)
    category: String(ref.categoryId), stream: String(ref.streamId), sectorsOfInterest: ['technology'], password: PASSWORD,
  }, { aadhaar: new File([PDF], 'aadhaar.pdf', { type: 'application/pdf' }), passportPhoto: new File([JPEG], 'photo.jpg', { type: 'image/jpeg' }) });
}

let next = 1;
/** A registration's multipart bytes, encoded before the clock starts (see `registrations`). */
async function encoded(ref: Arranged, n: number) {
  const request = new Request('http://bench.invalid/', { method: 'POST', body: body(ref, n) });
  return { n, type: request.headers.get('content-type')!, bytes: new Uint8Array(await request.arrayBuffer()) };
}

/**
 * `total` registrations, `concurrency` at a time, each from its own address with a new mobile number. The
 * bodies are encoded first: the bench shares this machine's two cores with the app, and encoding 260 KB of
 * multipart per request inside the timed loop would charge the load generator's work to the app.
 */
export async function registrations(base: string, ref: Arranged, total: number, concurrency: number) {
  const times: number[] = [];
  let failures = 0;
  const bodies: Awaited<ReturnType<typeof encoded>>[] = [];
  for (let i = 0; i < total; i++) bodies.push(await encoded(ref, next++));
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    for (let request = bodies.shift(); request; request = bodies.shift()) {
      const { n, type, bytes } = request;
      const t = performance.now();
      const res = await fetch(`${base}/api/v1/create-intern`, {
        method: 'POST', body: bytes, headers: { origin: base, 'content-type': type, 'x-forwarded-for': `10.1.${n >> 8}.${n & 255}` },
      });
      times.push(performance.now() - t);
      if (!res.ok) { failures++; if (failures <= 2) console.error(`create-intern answered ${res.status}: ${await res.text()}`); } else await res.arrayBuffer();
    }
  }));
  const wall = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? NaN, perSecond: total / wall, failures, registered: next - 1 };
}

/** Successful logins, `concurrency` at a time for `seconds`, cycling through registered numbers. */
export async function logins(base: string, mobiles: string[], concurrency: number, seconds: number) {
  let count = 0;
  let failures = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async (_, worker) => {
    for (let i = worker; performance.now() < until; i += concurrency) {
      const res = await fetch(`${base}/api/v1/login`, {
        method: 'POST',
        headers: { origin: base, 'content-type': 'application/json', 'x-forwarded-for': `10.2.${worker}.${i & 255}` },
        body: JSON.stringify({ type: 'intern', mobile_no: mobiles[i % mobiles.length], password: PASSWORD }),
      });
      await res.arrayBuffer();
      if (res.ok) count++; else failures++;
    }
  }));
  return { perSecond: count / ((performance.now() - started) / 1000), failures };
}
