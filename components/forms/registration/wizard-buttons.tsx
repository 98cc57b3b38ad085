// Previous / Next (Save and Continue on the educational step) / Submit Registration on the last step.
import type { StepKey } from './form-values';

type Props = { isFirst: boolean; step: StepKey; canSubmit: boolean; busy: boolean; onPrevious(): void };

export function WizardButtons({ isFirst, step, canSubmit, busy, onPrevious }: Props) {
  return (
    <div className="mt-6 flex items-center justify-between gap-3">
      <button
        type="button"
        onClick={onPrevious}
        disabled={isFirst || busy}
        className="rounded-lg border border-slate-300 px-5 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:invisible"
      >
        Previous
      </button>
      {step === 'documents' ? (
        <button
          type="submit"
          disabled={!canSubmit || busy}
          className="rounded-lg bg-green-700 px-5 py-2 text-sm font-semibold text-white hover:bg-green-800 disabled:cursor-not-allowed disabled:opacity-50"
        >
          Submit Registration
        </button>
      ) : (
        <button type="submit" disabled={busy} className="rounded-lg bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
          {step === 'education' ? 'Save and Continue' : 'Next'}
        </button>
      )}
    </div>
  );
}
