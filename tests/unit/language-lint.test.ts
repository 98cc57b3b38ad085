// The two lint rules that keep translated screens translated (docs/decisions/017 and 020), each broken on purpose
// in a planted file: a plain <a href="/..."> loses the page's language, and English written straight into the JSX
// of a page shown under /as and /hi stays English there (eslint/untranslated.mjs). The right way passes. Linted
// with the project's own config.
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });
async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax' || m.ruleId === 'i18n/untranslated').map((m) => m.ruleId);
}

describe('translated screens, kept by the linter', () => {
  it('refuses a plain <a href="/..."> under app/[locale] and components, not a localised one or a document', async () => {
    const planted = 'export const A = ({ label }: { label: string }) => <a href="/login">{label}</a>;\n';
    expect(await problems('app/[locale]/(bare)/login/planted.tsx', planted)).toEqual(['no-restricted-syntax']);
    expect(await problems('components/site/planted.tsx', planted)).toEqual(['no-restricted-syntax']);
    expect(await problems('components/site/planted.tsx', "import { localePath } from '@/lib/i18n/locales';\nexport const A = ({ label }: { label: string }) => <a href={localePath('as', '/login')}>{label}</a>;\n")).toEqual([]);
    expect(await problems('components/site/planted.tsx', 'export const A = ({ label }: { label: string }) => <a href="/documents/guide.pdf">{label}</a>;\n')).toEqual([]);
    expect(await problems('app/staff/queue/planted.tsx', planted)).toEqual([]); // the staff console (app/staff, outside app/[locale]) is English only
  });

  it('refuses English written into the JSX of any page shown in Assamese and Hindi', async () => {
    const planted = 'export default function Page() { return <main><h1>Our Planted Programme</h1></main>; }\n';
    // A public page, a card, the verify page, a shared component: each one fails on a planted English heading.
    for (const file of ['app/[locale]/(site)/about/planted.tsx', 'components/cards/planted.tsx', 'app/[locale]/(site)/verify/[code]/planted.tsx', 'components/site/planted.tsx']) {
      expect(await problems(file, planted), file).toEqual(['i18n/untranslated']);
    }
    expect(await problems('components/site/planted.tsx', "export const A = () => <p>{'Scan to verify this card'}</p>;\n")).toEqual(['i18n/untranslated']);
    expect(await problems('components/site/planted.tsx', 'export const A = () => <button type="button" aria-label="Close menu">×</button>;\n')).toEqual(['i18n/untranslated']);
    // Through t(), or no words at all: fine.
    expect(await problems('components/cards/planted.tsx', "export const A = ({ t }: { t: (s: string) => string }) => <p>{t('Scan to verify this card')} · 2026 ✓</p>;\n")).toEqual([]);
    expect(await problems('components/site/planted.tsx', "export const A = ({ t }: { t: (s: string) => string }) => <button type=\"button\" aria-label={t('Close menu')}>×</button>;\n")).toEqual([]);
    // The staff console (app/staff, outside app/[locale]) is English only.
    expect(await problems('app/staff/queue/planted.tsx', planted)).toEqual([]);
  });

  it('lets English through only for a listed proper noun marked lang="en"', async () => {
    expect(await problems('components/site/planted.tsx', 'export const A = () => <p><span lang="en">NextGen Youth Foundation</span></p>;\n')).toEqual([]);
    expect(await problems('components/site/planted.tsx', 'export const A = () => <p>NextGen Youth Foundation</p>;\n')).toEqual(['i18n/untranslated']);
    expect(await problems('components/site/planted.tsx', 'export const A = () => <p lang="en">Apply before Friday</p>;\n')).toEqual(['i18n/untranslated']);
  });

  it('checks the registration wizard, whose step-loading line and sending spinner were English on /as and /hi', async () => {
    const file = 'components/forms/registration/registration-wizard.tsx';
    // The rule applies to it (no file is exempt any more), and it passes.
    const config = (await eslint.calculateConfigForFile(file)) as { rules?: Record<string, unknown> };
    expect(config.rules?.['i18n/untranslated']).toBeDefined();
    const [result] = await eslint.lintFiles([file]);
    expect(result.messages.filter((m) => m.ruleId === 'i18n/untranslated').map((m) => m.message)).toEqual([]);
  });

  it('checks the last files that were exempt (the PDF links, the English 404, the list retry, the notice, the honeypot)', async () => {
    const files = ['app/[locale]/(bare)/intern/page.tsx', 'app/[locale]/(bare)/internship-terms/page.tsx', 'app/[locale]/(site)/programs/page.tsx',
      'app/global-not-found.tsx', 'components/forms/list-retry.tsx', 'components/layout/logged-in-notice.tsx', 'components/site/forms/honeypot.tsx'];
    for (const file of files) {
      const config = (await eslint.calculateConfigForFile(file)) as { rules?: Record<string, unknown> };
      expect(config.rules?.['i18n/untranslated'], file).toBeDefined();
    }
    const results = await eslint.lintFiles(files);
    expect(results.flatMap((r) => r.messages.filter((m) => m.ruleId === 'i18n/untranslated').map((m) => `${r.filePath}: ${m.message}`))).toEqual([]);
  });
});
