// The result of a submission: a confirmation (role=status) or an error (role=alert), in the page's language
// (the API answers in English; its texts and templates are in the 'forms' catalogue section).
import { useT } from '@/components/i18n/i18n-provider';

export type Outcome = { kind: 'success' | 'error'; message: string } | null;

export function FormOutcome({ outcome }: { outcome: Outcome }) {
  const t = useT();
  return (
    <>
      <div role="status" aria-live="polite">
        {outcome?.kind === 'success' && (
          <p className="rounded-lg border border-green-700 bg-green-50 px-4 py-3 font-medium text-green-800">{t(outcome.message)}</p>
        )}
      </div>
      <div role="alert">
        {outcome?.kind === 'error' && (
          <p className="rounded-lg border border-red-700 bg-red-50 px-4 py-3 font-medium text-red-800">{t(outcome.message)}</p>
        )}
      </div>
    </>
  );
}
