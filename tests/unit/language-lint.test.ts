// The two lint rules that keep translated screens translated (docs/decisions/017), each broken on purpose in a
// planted file: a plain <a href="/..."> loses the page's language, and English written straight into the JSX of
// a translated screen stays English on /as and /hi. The right way passes. Linted with the project's own config.
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });
async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax' || m.ruleId === 'react/jsx-no-literals').map((m) => m.ruleId);
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

  it('refuses English written into the JSX of the card, profile, login and verify screens', async () => {
    expect(await problems('components/cards/planted.tsx', 'export const A = () => <p>Scan to verify this card</p>;\n')).toEqual(['react/jsx-no-literals']);
    expect(await problems('app/[locale]/(site)/verify/[code]/planted.tsx', 'export const A = () => <h1>Card verification</h1>;\n')).toEqual(['react/jsx-no-literals']);
    expect(await problems('components/cards/planted.tsx', "export const A = ({ t }: { t: (s: string) => string }) => <p>{t('Scan to verify this card')}</p>;\n")).toEqual([]);
  });
});
