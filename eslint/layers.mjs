// The project's layers, kept by the linter (npm run lint):
// - app → components → lib → prisma, never back up (lib never imports components or app; components never app);
// - inside lib, feature folders in the order of LIB_LAYERS: a folder imports only folders listed before it;
// - a module a feature keeps to itself (PRIVATE) is imported only from inside that feature;
// - production code (everything but tests/, bench/, the e2e server and the Playwright config) never imports tests/;
// - a client component ('use client') never reaches a server-only module, directly or through other files.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { SERVER_PACKAGES, SERVER_SCOPES } from '../lib/platform/server-packages.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

/** lib's feature folders, lowest first. A folder may import the folders before it, never those after. */
export const LIB_LAYERS = [
  'generated', 'limits.ts', 'kernel', 'platform', 'i18n', 'client', 'content', 'cards', 'mail', 'review', 'certificates', 'accounts', 'documents', 'media',
  'reference', 'public-forms', 'people', 'institutions', 'registration', 'retention', 'publishing', 'events', 'http', 'staff', 'internships', 'donations', 'content-store', 'content-pages', 'content-transfer', 'get-involved',
];

/** Modules that belong to their feature alone: other folders (tests excepted) call the feature's other modules. */
export const PRIVATE = [
  'lib/accounts/password-hash-worker.mjs', 'lib/accounts/session-secrets.ts', 'lib/accounts/reset-tokens.ts',
  'lib/mail/transport.ts', 'lib/mail/send-outbox-mail.ts', 'lib/mail/layout.ts', 'lib/mail/worker.ts',
  'lib/platform/db/embedded-roles.ts', 'lib/platform/config/keys.ts', 'lib/retention/steps.ts',
  'lib/registration/store-documents.ts', 'lib/registration/guardian.ts', 'lib/review/reviewable.ts',
];

/** Packages that only run on the server: Node's own modules and lib/platform/server-packages.mjs's (what next.config.ts keeps external, and more). */
export const isServerPackage = (spec) =>
  spec.startsWith('node:') || builtinModules.includes(spec.split('/')[0])
  || SERVER_PACKAGES.some((p) => spec === p || spec.startsWith(`${p}/`)) || SERVER_SCOPES.some((scope) => spec.startsWith(scope));

/** Where tests may be imported from: the test harness's own tools. */
const MAY_IMPORT_TESTS = [/^tests\//, /^bench\//, /^scripts\/e2e-server\.ts$/, /^playwright\.config\.ts$/];

const EXTS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];
const isFile = (p) => existsSync(p) && statSync(p).isFile();
/** The repository path an import names, or null for a package. */
export function resolveImport(fromAbs, spec) {
  let base;
  if (spec.startsWith('@/')) base = path.join(ROOT, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(fromAbs), spec);
  else return null;
  // `./x.js` may name x.ts (TypeScript's bundler resolution allows it).
  const bases = /\.m?js$/.test(base) ? [base, base.replace(/\.m?js$/, '')] : [base];
  for (const b of bases) for (const e of EXTS) if (isFile(b + e)) return path.relative(ROOT, b + e).split(path.sep).join('/');
  return path.relative(ROOT, base).split(path.sep).join('/');
}

const zone = (rel) => rel.split('/')[0];
const libFolder = (rel) => (rel.startsWith('lib/') ? rel.split('/')[1] : null);

function sources(node) {
  if ((node.type === 'ImportDeclaration' || node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && node.source) return node.source;
  if (node.type === 'ImportExpression' && node.source.type === 'Literal') return node.source;
  return null;
}
const onImports = (check) => {
  const visit = (node) => { const s = sources(node); if (s && typeof s.value === 'string') check(node, s.value); };
  return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit };
};

const direction = {
  meta: { type: 'problem', messages: { up: '{{from}} may not import {{to}}: {{why}}' }, schema: [] },
  create(context) {
    const fromRel = path.relative(ROOT, context.filename).split(path.sep).join('/');
    return onImports((node, spec) => {
      const to = resolveImport(context.filename, spec);
      if (!to) return;
      const report = (why) => context.report({ node, messageId: 'up', data: { from: fromRel, to, why } });
      const [fz, tz] = [zone(fromRel), zone(to)];
      if (tz === 'tests' && !MAY_IMPORT_TESTS.some((r) => r.test(fromRel))) return report('production code never imports tests/');
      if (fz === 'lib' && (tz === 'app' || tz === 'components')) return report('lib is below components and app (app → components → lib → prisma)');
      if ((fz === 'lib' || fz === 'components' || fz === 'app') && ['scripts', 'bench', 'eslint'].includes(tz)) return report('the site never imports the tools (scripts/, bench/, eslint/)');
      if (fz === 'components' && tz === 'app') return report('components are below app (app → components → lib → prisma)');
      if (fz === 'prisma' && ['app', 'components', 'lib'].includes(tz) && !to.startsWith('lib/generated/')) return report('prisma is the bottom layer');
      const [ff, tf] = [libFolder(fromRel), libFolder(to)];
      if (tf && PRIVATE.includes(to) && ff !== tf && fz !== 'tests') return report(`a module private to lib/${tf}; use that feature's other modules`);
      if (ff && tf && ff !== tf) {
        const [a, b] = [LIB_LAYERS.indexOf(ff), LIB_LAYERS.indexOf(tf)];
        if (a < 0) return report(`lib/${ff} is not in LIB_LAYERS (eslint/layers.mjs): give it a place`);
        if (b < 0) return report(`lib/${tf} is not in LIB_LAYERS (eslint/layers.mjs): give it a place`);
        if (b > a) return report(`lib/${tf} is above lib/${ff} in LIB_LAYERS (eslint/layers.mjs)`);
      }
    });
  },
};

// What makes a module server-only: the marker package, Node's built-ins, the database client.
const SERVER_MARKERS = [/from\s+['"]@\/lib\/generated\/prisma\/client['"]/];
const IMPORT_RE = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;
const serverChain = new Map();
/** The chain of files from `rel` to a server-only module, or null. Type-only imports are erased and do not count. */
function chainToServer(rel, seen = new Set()) {
  if (serverChain.has(rel)) return serverChain.get(rel);
  if (seen.has(rel) || !/\.(ts|tsx|js|mjs)$/.test(rel) || !isFile(path.join(ROOT, rel))) return null;
  seen.add(rel);
  const src = readFileSync(path.join(ROOT, rel), 'utf8');
  let found = SERVER_MARKERS.some((m) => m.test(src)) ? [rel] : null;
  for (const m of src.matchAll(IMPORT_RE)) {
    if (found) break;
    if (/^\s*(import|export)\s+type\s/.test(m[0])) continue;
    const spec = m[1] ?? m[2] ?? m[3];
    if (isServerPackage(spec)) { found = [rel]; break; }
    const to = resolveImport(path.join(ROOT, rel), spec);
    if (!to) continue;
    const rest = chainToServer(to, seen);
    if (rest) found = [rel, ...rest];
  }
  serverChain.set(rel, found);
  return found;
}

const clientNoServer = {
  meta: { type: 'problem', messages: { server: "A client component may not import server code: {{chain}}" }, schema: [] },
  create(context) {
    // The directive may follow comments: read it from the syntax tree, not the text.
    const directives = context.sourceCode.ast.body.filter((n) => n.type === 'ExpressionStatement' && typeof n.directive === 'string');
    if (!directives.some((n) => n.directive === 'use client')) return {};
    serverChain.clear(); // files change between runs in an editor
    return onImports((node, spec) => {
      if (node.importKind === 'type') return;
      if (isServerPackage(spec)) return context.report({ node, messageId: 'server', data: { chain: spec } });
      const to = resolveImport(context.filename, spec);
      if (!to) return;
      const chain = chainToServer(to);
      if (chain) context.report({ node, messageId: 'server', data: { chain: chain.join(' → ') } });
    });
  },
};

const plugin = { rules: { direction, 'client-no-server': clientNoServer } };
export default plugin;
