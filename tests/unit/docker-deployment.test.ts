// The Docker image cannot carry secrets or local data, its final stage holds only what runs as a non-root
// user, and docker-compose.yml validates (when a working `docker compose` is installed).
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dockerignore = readFileSync('.dockerignore', 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));

/** Docker's rule: a path is left out when a pattern matches it or one of its parent folders (last match wins). */
function excluded(file: string): boolean {
  const prefixes = file.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'));
  let out = false;
  for (const raw of dockerignore) {
    const negate = raw.startsWith('!');
    const pattern = negate ? raw.slice(1) : raw;
    if (prefixes.some((p) => path.matchesGlob(p, pattern))) out = !negate;
  }
  return out;
}

type Stage = { from: string; name?: string; lines: string[] };
function stages(dockerfile: string): Stage[] {
  const joined = dockerfile.replace(/\\\n\s*/g, ' ').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  const result: Stage[] = [];
  for (const line of joined) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) result.push({ from: from[1], name: from[2], lines: [] });
    else result.at(-1)?.lines.push(line);
  }
  return result;
}

describe('.dockerignore', () => {
  it('keeps secrets, local data and host build output out of the build context', () => {
    for (const f of ['.env', '.env.production', '.env.local', 'deploy/.env', 'config/.env.prod', 'tls/server.key', '.data/secrets/session-secret',
      '.data/postgres/PG_VERSION', '.data/uploads/intern-1/abc', 'node_modules/next/package.json', '.next/server/app.js', '.next/cache/x', 'lib/generated/prisma/client.ts']) {
      expect(excluded(f), f).toBe(true);
    }
    for (const f of ['package.json', 'app/layout.tsx', 'lib/platform/env.ts', 'prisma/schema.prisma', 'deploy/Caddyfile', 'scripts/serve.ts', 'public/robots.txt']) {
      expect(excluded(f), f).toBe(false);
    }
  });
});

describe('Dockerfile', () => {
  const all = stages(readFileSync('Dockerfile', 'utf8'));
  const final = all.at(-1)!;

  it("builds in several stages and its final stage copies only runtime output, never the whole build or context", () => {
    expect(all.length).toBeGreaterThanOrEqual(2);
    const copies = final.lines.filter((l) => /^(COPY|ADD)\s/i.test(l));
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) {
      expect(copy, copy).toMatch(/--from=/); // nothing straight from the build context
      const sources = copy.replace(/^(COPY|ADD)\s+/i, '').split(/\s+/).filter((w) => !w.startsWith('--')).slice(0, -1);
      for (const src of sources) {
        expect(src, copy).not.toMatch(/^(\.|\/app\/?|\/app\/\.|\/)$/); // the whole build folder
        expect(src, copy).not.toMatch(/\.env|\.data|\.next\/cache|\.git|tests?\b/);
      }
    }
    const build = all.find((s) => s.lines.some((l) => /npm run build/.test(l)))!;
    expect(build.lines.find((l) => /npm run build/.test(l))).toContain('rm -rf .next/cache');
  });

  it('runs as a non-root user with the project\'s own serving entry, not `next start`', () => {
    const users = final.lines.filter((l) => /^USER\s/i.test(l));
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^USER\s+(root|0)(:|\s|$)/i);
    const cmd = final.lines.filter((l) => /^(CMD|ENTRYPOINT)\s/i.test(l)).at(-1)!;
    expect(cmd).toContain('scripts/serve.ts');
    expect(cmd).not.toMatch(/next"?,?\s*"?start/);
  });

  it('holds no secret: no key in ARG or ENV, a deployment by default', () => {
    const text = all.flatMap((s) => s.lines).filter((l) => /^(ARG|ENV)\s/i.test(l)).join('\n');
    expect(text).not.toMatch(/SESSION_SECRET|CARD_KEY|DOCUMENT_KEY|PASSWORD|DATABASE_URL/);
    expect(final.lines.join('\n')).toMatch(/APP_ENV=production/);
  });
});

describe('docker-compose.yml', () => {
  const compose = readFileSync('docker-compose.yml', 'utf8');

  it('builds the image with the address it serves under, so canonical links and the sitemap agree', () => {
    expect(readFileSync('Dockerfile', 'utf8')).toMatch(/^ARG PUBLIC_BASE_URL\n(#.*\n)*RUN npm run build/m);
    const app = compose.slice(compose.indexOf('\n  app:'), compose.indexOf('\n  proxy:'));
    const built = /args:\n(?:\s+#.*\n)*\s+PUBLIC_BASE_URL: (\S+)/.exec(app)?.[1];
    const served = /environment:[\s\S]*?PUBLIC_BASE_URL: (\S+)/.exec(app)?.[1];
    expect(built).toMatch(/^https:\/\/\$\{SITE_ADDRESS/);
    expect(built).toBe(served);
  });

  it('publishes only the proxy, and the app trusts exactly its pinned address', () => {
    const app = compose.slice(compose.indexOf('\n  app:'), compose.indexOf('\n  proxy:'));
    expect(app).not.toMatch(/\n\s+ports:/);
    expect(app).toMatch(/APP_ENV: production/);
    expect(app).toMatch(/PUBLIC_BASE_URL: https:\/\//);
    const proxyAddress = /proxy:[\s\S]*?ipv4_address: (\S+)/.exec(compose)![1];
    expect(app).toContain(`TRUST_PROXY: ${proxyAddress}`);
    expect(compose).toMatch(/image: caddy:2/);
    for (const key of ['SESSION_SECRET', 'CARD_KEY', 'DOCUMENT_KEY', 'SMTP_URL', 'MAIL_FROM']) expect(app).toMatch(new RegExp(`${key}: \\$\\{${key}:\\?`));
  });

  const docker = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
  it.skipIf(docker.status !== 0)('passes `docker compose config` (skipped: no working docker compose here)', () => {
    const env = { ...process.env, SITE_ADDRESS: 'portal.example.org', POSTGRES_PASSWORD: 'p'.repeat(48), APP_DB_PASSWORD: 'q'.repeat(48), SESSION_SECRET: 's', CARD_KEY: 'c', DOCUMENT_KEY: 'd', SMTP_URL: 'smtps://u:p@smtp.example.org:465', MAIL_FROM: 'no-reply@example.org' };
    execFileSync('docker', ['compose', '-f', 'docker-compose.yml', 'config', '--quiet'], { env, stdio: 'pipe' });
  });
});
