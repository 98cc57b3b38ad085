// The server's environment, validated once. A missing or malformed variable stops the app with a
// message that names it, instead of failing later in a request.
import 'server-only';
import { z } from 'zod';
import { devSecret } from './dev-secrets';
import { parseTrustProxy } from './http/client-ip';
import { MIN_SESSION_SECRET_LENGTH, splitSecretList } from './session/secrets';

const isProduction = process.env.NODE_ENV === 'production' && process.env.ALLOW_DEV_SECRETS !== '1';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z
    .string({ error: 'DATABASE_URL is not set. Start the app with `npm run dev` or `npm start`, which start the embedded database and set it.' })
    .url('DATABASE_URL must be a postgres:// URL'),
  // A rotation list, newest first (lib/session/secrets.ts); each secret at least 32 characters.
  SESSION_SECRET: z.string().refine(
    (v) => splitSecretList(v).length > 0 && splitSecretList(v).every((s) => s.length >= MIN_SESSION_SECRET_LENGTH),
    `SESSION_SECRET must be one or more comma-separated secrets of at least ${MIN_SESSION_SECRET_LENGTH} characters each`,
  ),
  DOCUMENT_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'DOCUMENT_KEY must be 64 hex characters (32 bytes)'),
  UPLOAD_DIR: z.string().min(1),
  PUBLIC_BASE_URL: z.string().url().default('http://localhost:3000'),
  // Read by the serving process (lib/server/app-server.ts, lib/http/client-ip.ts); checked here too so a typo stops the start.
  TRUST_PROXY: z.string().optional().superRefine((v, ctx) => {
    try { parseTrustProxy(v); } catch (e) { ctx.addIssue({ code: 'custom', message: (e as Error).message }); }
  }),
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
