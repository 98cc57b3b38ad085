// Readiness (GET /api/ready): can this instance serve requests now? The database answers SELECT 1 within a
// short timeout, and the document store is reachable; either failing makes the answer 503, so a load balancer
// sends traffic elsewhere. The mail queue's backlog is reported but never makes an instance unready: mail
// waits in the outbox while SMTP is down, and taking every instance out would not bring it back.
// The public answer says ready or unavailable, nothing more: the backlog's count moved by one when a form that
// hides whether an address or number is known (newsletter, forgot password) queued a mail, so the checks and the
// backlog go only to the holder of METRICS_TOKEN (app/api/ready/route.ts), and an anonymous probe does not even
// count the backlog (readiness() never reads the outbox; readinessDetails() does). Neither names a host, URL,
// bucket or error.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { documentStore } from '@/lib/documents/document-store';
import { mailBacklog } from '@/lib/mail/backlog';

const TIMEOUT_MS = 1_500;

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error('timeout')), ms); });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function check(work: () => Promise<unknown>) {
  const started = performance.now();
  try {
    await within(TIMEOUT_MS, work());
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (e) {
    return { ok: false, ms: Math.round(performance.now() - started), problem: (e as Error).message === 'timeout' ? 'timeout' : 'unreachable' };
  }
}

// One check at a time, its answer reused for a moment: a flood of /api/ready (it is public) costs the database
// and the bucket (a paid request each, on S3) one check per REUSE_MS, not one per request.
const REUSE_MS = 2_000;
type Readiness = Awaited<ReturnType<typeof checkAll>>;
const globalForReady = globalThis as unknown as { readyAnswers?: Map<string, { at: number; answer: Promise<unknown> }> };

function reused<T>(key: string, work: () => Promise<T>): Promise<T> {
  const answers = (globalForReady.readyAnswers ??= new Map());
  const cached = answers.get(key);
  if (cached && Date.now() - cached.at < REUSE_MS) return cached.answer as Promise<T>;
  const answer = work();
  answers.set(key, { at: Date.now(), answer });
  return answer;
}

/** Up or down: the database and the document store. What an anonymous probe gets. */
export function readiness(): Promise<Readiness> {
  return reused('readiness', checkAll);
}

/** The same, with the mail backlog beside the checks: for the holder of METRICS_TOKEN only. */
export async function readinessDetails() {
  const ready = await readiness();
  const mail = ready.checks.database.ok ? await reused('mail', checkMail) : null;
  return { ...ready, checks: { ...ready.checks, mail } };
}

async function checkAll() {
  const [database, documents] = await Promise.all([
    check(() => db.$queryRaw`SELECT 1`),
    check(() => documentStore().check()),
  ]);
  const ready = database.ok && documents.ok;
  return { status: ready ? 200 : 503, body: { status: ready ? 'ready' : 'unavailable' }, checks: { database, documents: { ...documents, store: documentStore().kind } } };
}

const checkMail = () => within(TIMEOUT_MS, mailBacklog()).then(({ unsent, oldestUnsentSeconds }) => ({ unsent, oldestUnsentSeconds }), () => null);
