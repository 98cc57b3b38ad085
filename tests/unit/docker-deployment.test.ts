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
    for (const key of ['SESSION_SECRET', 'CARD_KEY', 'DOCUMENT_KEY', 'SIGNING_KEY', 'SMTP_URL', 'MAIL_FROM']) expect(app).toMatch(new RegExp(`${key}: \\$\\{${key}:\\?`));
  });

  const service = (name: string) => {
    const services = compose.slice(compose.indexOf('\nservices:'));
    const rest = services.slice(services.indexOf(`\n  ${name}:`) + 1);
    const end = rest.search(/\n {2}[a-z#][^\n]*:\s*\n|\n[a-z]/);
    return rest.slice(0, end === -1 ? undefined : end);
  };

  it('scales: no pinned app address or container name, every service under init, and a TCP database healthcheck', () => {
    const app = service('app');
    expect(app).not.toMatch(/ipv4_address|container_name|ports:/);
    for (const name of ['postgres', 'app', 'proxy']) expect(service(name), name).toMatch(/\n {4}init: true/);
    expect(service('postgres')).toMatch(/test: \["CMD-SHELL", "pg_isready -h 127\.0\.0\.1 /);
    // The app is healthy when ready, and the proxy waits for that.
    expect(app).toMatch(/healthcheck:\n\s+test: \["CMD", "node", "-e", "fetch\('http:\/\/127\.0\.0\.1:3000\/api\/ready'\)/);
    expect(service('proxy')).toMatch(/depends_on:\n\s+app:\n\s+condition: service_healthy/);
    for (const key of ['DOCUMENT_STORE', 'S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE']) expect(app).toContain(`${key}: \${${key}:-`);
    // An S3-compatible service for those without a cloud bucket, offered commented out.
    expect(compose).toMatch(/\n {2}# objects:\n {2}# {3}image: minio\/minio:RELEASE\./);
  });

  it('Caddy lists the instances by name (no address), checks their liveness actively, retries, and hides /api/metrics', () => {
    const caddy = readFileSync('deploy/Caddyfile', 'utf8');
    expect(caddy).toMatch(/\n\s+to nextgen-youth-app-1:3000 nextgen-youth-app-2:3000 nextgen-youth-app-3:3000\n/);
    expect(compose).toMatch(/^name: nextgen-youth$/m); // the names above are <project>-app-<n>
    expect(caddy).not.toMatch(/172\.30\.57\.|dynamic /);
    // Liveness, not readiness: a database outage must leave every instance in, answering its own 503s.
    expect(caddy).toMatch(/\n\s+health_uri \/api\/health\n/);
    expect(caddy).not.toMatch(/unhealthy_status[^\n]*503/);
    expect(caddy).toMatch(/\n\s+health_interval \d+s\n/);
    expect(caddy).toMatch(/\n\s+lb_try_duration \d+s\n/);
    expect(caddy).toMatch(/@metrics path \/api\/metrics\n\s+respond @metrics 404/);
    expect(caddy).toMatch(/handle_errors \{\n\s+header Retry-After 10\n/);
  });

  const caddyBinary = spawnSync('caddy', ['version'], { encoding: 'utf8' });
  it.skipIf(caddyBinary.status !== 0)('the Caddyfile adapts without error in the installed Caddy (skipped: no caddy here)', () => {
    const r = spawnSync('caddy', ['adapt', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'], { encoding: 'utf8', env: { ...process.env, SITE_ADDRESS: 'portal.example.org' } });
    expect(r.status, r.stderr).toBe(0);
    const json = JSON.stringify(JSON.parse(r.stdout));
    expect(json).toContain('"upstreams":[{"dial":"nextgen-youth-app-1:3000"},{"dial":"nextgen-youth-app-2:3000"},{"dial":"nextgen-youth-app-3:3000"}]');
    expect(json).toContain('"active":{"expect_status":200,"interval":5000000000,"timeout":2000000000,"uri":"/api/health"}');
    expect(json).toContain('"try_duration":5000000000');
  });

  const docker = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
  it.skipIf(docker.status !== 0)('passes `docker compose config` (skipped: no working docker compose here)', () => {
    const env = { ...process.env, SITE_ADDRESS: 'portal.example.org', POSTGRES_PASSWORD: 'p'.repeat(48), APP_DB_PASSWORD: 'q'.repeat(48), SESSION_SECRET: 's', CARD_KEY: 'c', DOCUMENT_KEY: 'd', SMTP_URL: 'smtps://u:p@smtp.example.org:465', MAIL_FROM: 'no-reply@example.org' };
    execFileSync('docker', ['compose', '-f', 'docker-compose.yml', 'config', '--quiet'], { env, stdio: 'pipe' });
  });
});
