'use client';
// What a form page shows before its scripts have run (issue 27, docs/decisions/016). A wizard checks each step,
// loads its lists and sends files from the browser, so until React has hydrated it its fields and buttons are
// disabled and its Next says it is loading: a tap cannot post the form natively (the page would reload and
// lose what was typed), and nothing can be typed that hydration would then reset. Without scripts at all,
// <noscript> says plainly what is needed.
import { useSyncExternalStore } from 'react';
import { useT } from '@/components/i18n/i18n-provider';

/** The words, in one place (translations, issue 28). */
export const BEFORE_SCRIPTS_TEXT = {
  loading: 'Loading…',
  noScript: 'This form needs JavaScript, which is turned off or could not load. Please turn JavaScript on in your browser, or try another browser or a better connection, and then reload this page. Nothing has been sent.',
  late: 'This form is taking longer than it should to load. Check your connection and reload the page. Nothing has been sent.',
} as const;

const noSubscription = () => () => {};

/** False while the server renders and during hydration, true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

/**
 * Rendered while the form waits for its scripts: invisible at first, shown by CSS after 15 s (the .appear-late rule in app/globals.css), so a
 * script that failed on a flaky network (scripting on, so no <noscript>) does not leave "Loading…" unexplained.
 */
export function LateScriptsNotice({ waiting }: { waiting: boolean }) {
  const t = useT();
  if (!waiting) return null;
  return <p role="status" className="appear-late mt-3 text-sm font-semibold text-amber-900">{t(BEFORE_SCRIPTS_TEXT.late)}</p>;
}

/** The message for a browser without scripts, above a form that needs them. */
export function NoScriptNotice() {
  const t = useT();
  return (
    <noscript>
      <p role="alert" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900">
        {t(BEFORE_SCRIPTS_TEXT.noScript)}
      </p>
    </noscript>
  );
}
