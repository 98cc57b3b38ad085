// The server's environment, validated once. A missing or malformed variable stops the app with a
// message that names it, instead of failing later in a request.
import 'server-only';
import { z } from 'zod';
import { devSecret } from './dev-secrets';

const isProduction = process.env.NODE_ENV === 'production' && process.env.ALLOW_DEV_SECRETS !== '1';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z
    .string({ error: 'DATABASE_URL is not set. Start the app with `npm run dev` or `npm start`, which start the embedded database and set it.' })
    .url('DATABASE_URL must be a postgres:// URL'),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters'),
  DOCUMENT_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'DOCUMENT_KEY must be 64 hex characters (32 bytes)'),
  UPLOAD_DIR: z.string().min(1),
  PUBLIC_BASE_URL: z.string().url().default('http://localhost:3000'),
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  /** Where mail goes (smtp:// or smtps://, credentials in the URL). Unset: mail waits in the outbox. */
  SMTP_URL: z.string().regex(/^smtps?:\/\/./, 'SMTP_URL must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('NextGen Youth Foundation <no-reply@localhost>'),
});

function read() {
  const raw = {
    ...process.env,
    // Outside production a generated secret is kept in .data/ so sessions survive restarts.
    SESSION_SECRET: process.env.SESSION_SECRET ?? (isProduction ? undefined : devSecret('session-secret', 32)),
    DOCUMENT_KEY: process.env.DOCUMENT_KEY ?? (isProduction ? undefined : devSecret('document-key', 32)),
    UPLOAD_DIR: process.env.UPLOAD_DIR ?? `${process.cwd()}/.data/uploads`,
  };
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
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
