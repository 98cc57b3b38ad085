'use client';
// The page's language and catalogue for client components. The root layout passes the texts every page's
// client components show (the 'everywhere' section of its own language; none for English, whose texts are
// the source); a page with a form adds the 'forms' section around it (MoreMessages, through FormMessages).
// So a page carries one language's texts, and only those its browser code can show (lib/i18n/catalogues.ts).
import { createContext, useContext, useMemo } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { translatorFor, type Catalogue, type Translator } from '@/lib/i18n/translate';

type I18n = { locale: Locale; catalogue: Catalogue | null; t: Translator };
const I18nContext = createContext<I18n>({ locale: DEFAULT_LOCALE, catalogue: null, t: translatorFor(null) });

export function I18nProvider({ locale, messages, children }: { locale: Locale; messages: Catalogue | null; children: React.ReactNode }) {
  const value = useMemo(() => ({ locale, catalogue: messages, t: translatorFor(messages) }), [locale, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** More texts for the components inside (a section the page needs), on top of those already given. */
export function MoreMessages({ messages, children }: { messages: Catalogue; children: React.ReactNode }) {
  const outer = useContext(I18nContext);
  const value = useMemo(() => {
    const catalogue = { ...outer.catalogue, ...messages };
    return { locale: outer.locale, catalogue, t: translatorFor(catalogue) };
  }, [outer, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export const useLocale = () => useContext(I18nContext).locale;
export const useT = () => useContext(I18nContext).t;
