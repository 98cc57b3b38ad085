// The layers the linter keeps (eslint/layers.mjs): each rule, broken on purpose in a planted file, must fail
// `npm run lint`; the same file written the right way passes. Linted through ESLint's API with the project's
// own configuration, as `npm run lint` lints.
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import nextConfig from '@/next.config';


const eslint = new ESLint({ cwd: process.cwd() });
async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId?.startsWith('layers/')).map((m) => m.message);
}

describe('layers kept by the linter', () => {
  it('lib never imports components or app', async () => {
    expect(await problems('lib/people/planted.ts', "import { SiteHeader } from '@/components/layout/site-header';\nexport const x = SiteHeader;\n"))
      .toEqual(['lib/people/planted.ts may not import components/layout/site-header.tsx: lib is below components and app (app → components → lib → prisma)']);
  });

  it('components never import app', async () => {
    expect(await problems('components/planted.tsx', "import Page from '@/app/[locale]/(site)/page';\nexport const x = Page;\n"))
      .toEqual(['components/planted.tsx may not import app/[locale]/(site)/page.tsx: components are below app (app → components → lib → prisma)']);
  });

  it('a lib folder imports only the folders below it', async () => {
    expect(await problems('lib/kernel/planted.ts', "import { login } from '@/lib/accounts/login';\nexport const x = login;\n"))
      .toEqual(['lib/kernel/planted.ts may not import lib/accounts/login.ts: lib/accounts is above lib/kernel in LIB_LAYERS (eslint/layers.mjs)']);
    expect(await problems('lib/accounts/planted.ts', "import { invalid } from '@/lib/kernel/domain-errors';\nexport const x = invalid;\n")).toEqual([]);
  });

  it('a lib folder must have its place in the layers, and the site never imports the tools', async () => {
    expect(await problems('lib/kernel/planted.ts', "import { x } from '@/lib/newfeature/thing';\nexport const y = x;\n"))
      .toEqual(['lib/kernel/planted.ts may not import lib/newfeature/thing: lib/newfeature is not in LIB_LAYERS (eslint/layers.mjs): give it a place']);
    expect(await problems('lib/people/planted.ts', "import { formatTable } from '@/scripts/admin/table';\nexport const x = formatTable;\n"))
      .toEqual(['lib/people/planted.ts may not import scripts/admin/table.ts: the site never imports the tools (scripts/, bench/, eslint/)']);
  });

  it("a feature's private module is used only inside the feature", async () => {
    expect(await problems('lib/people/planted.ts', "import { sessionPasswords } from '@/lib/accounts/session-secrets';\nexport const x = sessionPasswords;\n"))
      .toEqual(["lib/people/planted.ts may not import lib/accounts/session-secrets.ts: a module private to lib/accounts; use that feature's other modules"]);
  });

  it('decisions reach the tables only through lib/review/decide.ts: its per-kind updates are private to lib/review', async () => {
    expect(await problems('lib/staff/planted.ts', "import { reviewable } from '@/lib/review/reviewable';\nexport const x = reviewable;\n"))
      .toEqual(["lib/staff/planted.ts may not import lib/review/reviewable.ts: a module private to lib/review; use that feature's other modules"]);
  });

  it('a client component never loads the S3 client (any @aws-sdk package), the logger or the metrics', async () => {
    for (const spec of ['@aws-sdk/client-s3', '@aws-sdk/lib-storage', '@aws-sdk/s3-request-presigner', 'pino', 'prom-client']) {
      expect(await problems('components/planted.tsx', `'use client';\nimport * as m from '${spec}';\nexport const x = m;\n`)).toEqual([`A client component may not import server code: ${spec}`]);
    }
    // Nor, through a module of ours, what next.config.ts keeps out of the bundle: the lint reads the same list.
    expect(nextConfig.serverExternalPackages?.length).toBeGreaterThan(0);
    for (const spec of nextConfig.serverExternalPackages ?? []) {
      expect(await problems('components/planted.tsx', `'use client';\nimport * as m from '${spec}';\nexport const x = m;\n`)).toEqual([`A client component may not import server code: ${spec}`]);
    }
    expect(await problems('components/planted.tsx', "'use client';\nimport * as m from '@awsome/ui';\nexport const x = m;\n")).toEqual([]);
  });

  it('production code never imports tests/', async () => {
    expect(await problems('lib/institutions/planted.ts', "import { uniqueMobile } from '@/tests/factories/mobile';\nexport const x = uniqueMobile;\n"))
      .toEqual(['lib/institutions/planted.ts may not import tests/factories/mobile.ts: production code never imports tests/']);
    expect(await problems('scripts/planted.ts', "import { uniqueMobile } from '../tests/factories/mobile';\nexport const x = uniqueMobile;\n"))
      .toEqual(['scripts/planted.ts may not import tests/factories/mobile.ts: production code never imports tests/']);
  });

  it('a client component never reaches a server-only module, even through another file', async () => {
    const [message] = await problems('components/planted.tsx', "'use client';\nimport { openDocument } from '@/lib/documents/open';\nexport const x = openDocument;\n");
    expect(message).toMatch(/^A client component may not import server code: lib\/documents\/open\.ts/);
    // Through a module that is not itself marked: the chain names each file on the way.
    expect(await problems('components/planted.tsx', "'use client';\nimport { wantsDemoData } from '@/lib/institutions/seed';\nexport const x = wantsDemoData;\n"))
      .toEqual(['A client component may not import server code: lib/institutions/seed.ts → lib/platform/db/create-client.ts']);
    // A server package named in the client file itself, and a directive after a comment.
    expect(await problems('components/planted.tsx', "// a comment first\n'use client';\nimport { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n"))
      .toEqual(['A client component may not import server code: node:fs']);
    expect(await problems('components/planted.tsx', "'use client';\nimport 'server-only';\nexport const x = 1;\n"))
      .toEqual(['A client component may not import server code: server-only']);
    expect(await problems('components/planted.tsx', "'use client';\nimport { registrationSchema } from '@/lib/registration/schema';\nexport const x = registrationSchema;\n")).toEqual([]);
    expect(await problems('components/planted.tsx', "'use client';\nimport type { SessionData } from '@/lib/accounts/session-data';\nexport type X = SessionData;\n")).toEqual([]);
  });
});
