'use client';
// The page's language and catalogue for client components. The root layout passes the catalogue of its own
// language only (none for English, whose texts are the source), so a page carries one language's texts.
import { createContext, useContext, useMemo } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { translatorFor, type Catalogue, type Translator } from '@/lib/i18n/translate';

type I18n = { locale: Locale; t: Translator };
const I18nContext = createContext<I18n>({ locale: DEFAULT_LOCALE, t: translatorFor(null) });

export function I18nProvider({ locale, messages, children }: { locale: Locale; messages: Catalogue | null; children: React.ReactNode }) {
  const value = useMemo(() => ({ locale, t: translatorFor(messages) }), [locale, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export const useLocale = () => useContext(I18nContext).locale;
export const useT = () => useContext(I18nContext).t;
