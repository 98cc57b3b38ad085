// On a long page not translated yet (research, legal texts), one line in the visitor's language saying that
// the page is in English for now. Nothing on English pages.
import { getLocale, getT } from '@/lib/i18n/request-locale';
import { LANGUAGE_TAG } from '@/lib/i18n/locales';

export async function EnglishOnlyNote({ className = '' }: { className?: string }) {
  const locale = await getLocale();
  if (locale === 'en') return null;
  const t = await getT();
  return (
    <p lang={LANGUAGE_TAG[locale]} className={`rounded-lg border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900 ${className}`}>
      {t('This page is in English for now; its translation is on the way.')}
    </p>
  );
}

/**
 * A page whose body is English for now: on Assamese and Hindi pages its content is marked lang="en-IN", so a screen
 * reader reads it with an English voice (WCAG 3.1.2; the note inside keeps its own language). English pages get
 * no wrapper: their HTML stays as it was.
 */
export async function EnglishPage({ children }: { children: React.ReactNode }) {
  if ((await getLocale()) === 'en') return <>{children}</>;
  return <div lang="en-IN">{children}</div>;
}
