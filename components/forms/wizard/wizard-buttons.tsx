// Previous / Next (the step's own words, e.g. Save and Continue) / the form's Submit on the last step.
// `waiting`: the page's scripts have not run yet (../before-scripts.tsx): Next says so and cannot be pressed.
// `needs`: the id of the line saying what Submit still waits for, read with the button while it is disabled.
import { useT } from '@/components/i18n/i18n-provider';
import { BEFORE_SCRIPTS_TEXT } from '../before-scripts';

type Props = {
  isFirst: boolean; isLast: boolean; nextLabel: string; submitLabel: string;
  canSubmit: boolean; busy: boolean; waiting: boolean; needs?: string; onPrevious(): void;
};

export function WizardButtons({ isFirst, isLast, nextLabel, submitLabel, canSubmit, busy, waiting, needs, onPrevious }: Props) {
  const t = useT();
  const disabled = !canSubmit || busy || waiting;
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
      {isLast ? (
        <button
          type="submit"
          disabled={disabled}
          aria-describedby={disabled ? needs : undefined}
          className="rounded-lg bg-green-700 px-5 py-2 text-sm font-semibold text-white hover:bg-green-800 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {t(submitLabel)}
        </button>
      ) : (
        <button type="submit" disabled={busy || waiting} className="rounded-lg bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
          {waiting ? t(BEFORE_SCRIPTS_TEXT.loading) : t(nextLabel)}
        </button>
      )}
    </div>
  );
}
