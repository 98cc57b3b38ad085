// Previous / Next (Save and Continue on the educational step) / Submit Registration on the last step.
// `waiting`: the page's scripts have not run yet (../before-scripts.tsx): Next says so and cannot be pressed.
import type { StepKey } from './form-values';
import { useT } from '@/components/i18n/i18n-provider';
import { BEFORE_SCRIPTS_TEXT } from '../before-scripts';

type Props = { isFirst: boolean; step: StepKey; canSubmit: boolean; busy: boolean; waiting: boolean; onPrevious(): void };

export function WizardButtons({ isFirst, step, canSubmit, busy, waiting, onPrevious }: Props) {
  const t = useT();
  return (
    <div className="mt-6 flex items-center justify-between gap-3">
      <button
        type="button"
        onClick={onPrevious}
        disabled={isFirst || busy}
        className="rounded-lg border border-slate-300 px-5 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:invisible"
      >
        {t('Previous')}
      </button>
      {step === 'documents' ? (
        <button
          type="submit"
          disabled={!canSubmit || busy || waiting}
          className="rounded-lg bg-green-700 px-5 py-2 text-sm font-semibold text-white hover:bg-green-800 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {t('Submit Registration')}
        </button>
      ) : (
        <button type="submit" disabled={busy || waiting} className="rounded-lg bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
          {waiting ? t(BEFORE_SCRIPTS_TEXT.loading) : step === 'education' ? t('Save and Continue') : t('Next')}
        </button>
      )}
    </div>
  );
}
