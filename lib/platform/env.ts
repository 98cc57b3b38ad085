// The server's environment, validated once. A missing or malformed variable stops the app with a
// message that names it, instead of failing later in a request. In a deployment (lib/platform/config/app-env.ts)
// nothing is generated and the deployment checks apply; a local run generates its secrets into .data/.
import 'server-only';
import { z } from 'zod';
import { devSecret } from './dev-secrets';
import { APP_ENVS, appEnv } from './config/app-env';
import { deploymentProblems, deploymentRefusal } from './config/deployment-checks';
import { keyFormatProblems, KEYS, type KeyName } from './config/keys';
import { keyList } from './config/key-list';
import { LOCAL_MAIL_FROM, MAIL_FROM_FORMAT, MAIL_FROM_PATTERN, SMTP_URL_FORMAT, SMTP_URL_PATTERN } from './config/mail';
import { parseTrustProxy } from './client-ip';

const keyListSchema = z.string().transform(keyList);

const schema = z.object({
  APP_ENV: z.enum(APP_ENVS),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z
    .string({ error: 'DATABASE_URL is not set. Start the app with `npm run dev` or `npm start`, which start the embedded database and set it.' })
    .url('DATABASE_URL must be a postgres:// URL'),
  // A rotation list, newest first (lib/accounts/session-secrets.ts); its format is checked by keyFormatProblems (lib/platform/config/keys.ts).
  SESSION_SECRET: z.string(),
  /** Card signing keys, newest first (lib/cards/card-code.ts). */
  CARD_KEY: keyListSchema,
  /** Document encryption keys, newest first (lib/documents/store.ts). */
  DOCUMENT_KEY: keyListSchema,
  /** Ed25519 signing keys (seeds), newest first (lib/certificates/signing.ts). */
  SIGNING_KEY: keyListSchema,
  UPLOAD_DIR: z.string().min(1),
  /** Where documents live (lib/documents/document-store.ts): this machine's UPLOAD_DIR, or an S3-compatible bucket. */
  DOCUMENT_STORE: z.enum(['local', 's3'], { error: 'DOCUMENT_STORE must be "local" or "s3"' }).default('local'),
  S3_BUCKET: z.string().trim().min(1).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** Empty for AWS; the provider's endpoint otherwise (https://<account>.r2.cloudflarestorage.com, MinIO's URL). */
  S3_ENDPOINT: z.string().trim().url('S3_ENDPOINT must be a URL such as https://s3.example.org').optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0', '']).optional().transform((v) => v === 'true' || v === '1'),
  PUBLIC_BASE_URL: z.string().url('PUBLIC_BASE_URL must be a URL such as https://example.org'),
  // Express-style `trust proxy` values, read by the serving process (lib/http/app-server.ts,
  // lib/platform/client-ip.ts); checked here too so a typo stops the start.
  TRUST_PROXY: z.string().optional().superRefine((v, ctx) => {
    try { parseTrustProxy(v); } catch (e) { ctx.addIssue({ code: 'custom', message: (e as Error).message }); }
  }),
  /** How often the retention job runs (lib/retention); 0 turns the in-app schedule off. */
  RETENTION_INTERVAL_MINUTES: z.coerce.number().int().min(0).default(60),
  /** Whether this instance queues the reviewers' daily digest (lib/staff/digest.ts); apart from retention, which it once rode on. */
  STAFF_DIGEST: z.enum(['on', 'off'], { error: 'STAFF_DIGEST must be "on" or "off"' }).default('on'),
  /** Where mail goes (lib/platform/config/mail.ts). Unset, in a local run only: mail waits in the outbox. */
  SMTP_URL: z.string().trim().regex(SMTP_URL_PATTERN, SMTP_URL_FORMAT).optional(),
  MAIL_FROM: z.string().trim().regex(MAIL_FROM_PATTERN, MAIL_FROM_FORMAT),
  /** The foundation's staff mailbox: told of each new message, and the Reply-To of every mail (lib/mail/staff-address.ts). */
  STAFF_EMAIL: z.email('STAFF_EMAIL must be an email address such as team@example.org').optional(),
  /** Unset: GET /api/metrics answers 404. Set: Prometheus must send it as a bearer token. */
  METRICS_TOKEN: z.string().trim().min(32, 'METRICS_TOKEN must be at least 32 characters (openssl rand -hex 32)').optional(),
  LOG_FORMAT: z.enum(['json', 'off'], { error: 'LOG_FORMAT must be "json" or "off"' }).optional(),
}).superRefine((e, ctx) => {
  if (e.DOCUMENT_STORE === 's3' && !e.S3_BUCKET) ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'S3_BUCKET is not set: DOCUMENT_STORE=s3 needs the bucket\'s name' });
});

function read() {
  const local = appEnv() === 'local';
  const port = process.env.PORT ?? '3000';
  const raw: NodeJS.ProcessEnv = {
    ...process.env,
    APP_ENV: appEnv(),
    // A local run keeps generated secrets in .data/ so sessions and encrypted files survive restarts.
    SESSION_SECRET: process.env.SESSION_SECRET ?? (local ? devSecret('session-secret', 32) : undefined),
    CARD_KEY: process.env.CARD_KEY ?? (local ? devSecret('card-key', 32) : undefined),
    DOCUMENT_KEY: process.env.DOCUMENT_KEY ?? (local ? devSecret('document-key', 32) : undefined),
    SIGNING_KEY: process.env.SIGNING_KEY ?? (local ? devSecret('signing-key', 32) : undefined),
    UPLOAD_DIR: process.env.UPLOAD_DIR ?? `${process.cwd()}/.data/uploads`,
    PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL ?? (local ? `http://localhost:${port}` : undefined),
    SMTP_URL: process.env.SMTP_URL || undefined,
    S3_BUCKET: process.env.S3_BUCKET || undefined,
    S3_REGION: process.env.S3_REGION || undefined,
    S3_ENDPOINT: process.env.S3_ENDPOINT || undefined,
    DOCUMENT_STORE: process.env.DOCUMENT_STORE || undefined,
    METRICS_TOKEN: process.env.METRICS_TOKEN || undefined,
    LOG_FORMAT: process.env.LOG_FORMAT || undefined,
    STAFF_DIGEST: process.env.STAFF_DIGEST || undefined,
    MAIL_FROM: process.env.MAIL_FROM || (local ? LOCAL_MAIL_FROM : undefined),
    STAFF_EMAIL: process.env.STAFF_EMAIL?.trim() || undefined,
  };
  if (!local) {
    const problems = deploymentProblems(raw);
    if (problems.length) throw new Error(deploymentRefusal(problems));
  }
  const formats = (Object.keys(KEYS) as KeyName[]).flatMap((name) => keyFormatProblems(name, raw[name]));
  const parsed = schema.safeParse(raw);
  if (formats.length || !parsed.success) {
    const lines = [...formats, ...(parsed.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [])];
    throw new Error(`Invalid environment:\n${lines.map((l) => `  ${l}`).join('\n')}`);
  }
  return parsed.data;
}

export type Env = z.infer<typeof schema>;
let cached: Env | undefined;

/** Validates on first use, so `next build` does not need runtime secrets; instrumentation.ts calls
 * `validateEnv()` when the server starts, so a misconfigured server refuses to start. */
export function validateEnv(): Env {
  return (cached ??= read());
}

export const env = new Proxy({} as Env, { get: (_, key) => validateEnv()[key as keyof Env] });
