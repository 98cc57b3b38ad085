// Previous / Next (Save and Continue on the educational step) / Submit Registration on the last step.
import type { StepKey } from './form-values';
import { useT } from '@/components/i18n/i18n-provider';

type Props = { isFirst: boolean; step: StepKey; canSubmit: boolean; busy: boolean; onPrevious(): void };

export function WizardButtons({ isFirst, step, canSubmit, busy, onPrevious }: Props) {
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
          disabled={!canSubmit || busy}
          className="rounded-lg bg-green-700 px-5 py-2 text-sm font-semibold text-white hover:bg-green-800 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {t('Submit Registration')}
        </button>
      ) : (
        <button type="submit" disabled={busy} className="rounded-lg bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
          {step === 'education' ? t('Save and Continue') : t('Next')}
        </button>
      )}
    </div>
  );
}
