// A wizard's steps and progress bar. Progress is completed steps out of all steps (the institution
// wizard: a third per completed step; the internship and member wizards: a quarter).
//   <StepIndicator steps={['Institute', 'Authorization', 'Upload']} current={1} completed={[true, false, false]} />
import { useT } from '@/components/i18n/i18n-provider';

type Props = { steps: string[]; current: number; completed: boolean[]; label?: string };

export function StepIndicator({ steps, current, completed, label = 'Registration progress' }: Props) {
  const t = useT();
  const done = completed.filter(Boolean).length;
  return (
    <nav aria-label={t(label)} className="mb-6">
      <ol className="flex items-start justify-between gap-2">
        {steps.map((name, i) => {
          const isCurrent = i === current;
          const isDone = completed[i];
          return (
            <li key={name} className="flex flex-1 flex-col items-center text-center" aria-current={isCurrent ? 'step' : undefined}>
              <span
                className={`flex h-9 w-9 items-center justify-center rounded-full border-2 text-sm font-bold ${
                  isDone ? 'border-green-600 bg-green-600 text-white' : isCurrent ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-500'
                }`}
              >
                {isDone ? <span aria-hidden="true">✓</span> : i + 1}
              </span>
              <span className={`mt-1 text-xs font-semibold sm:text-sm ${isCurrent ? 'text-brand-800' : 'text-slate-600'}`}>
                {t(name)}
                <span className="sr-only">{isDone ? ` (${t('completed')})` : isCurrent ? ` (${t('current step')})` : ''}</span>
              </span>
            </li>
          );
        })}
      </ol>
      <ProgressBar value={done} max={steps.length} label={t('{done} of {total} steps completed', { done, total: steps.length })} />
    </nav>
  );
}

export function ProgressBar({ value, max, label }: { value: number; max: number; label: string }) {
  const percent = max ? Math.round((value / max) * 100) : 0;
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={max} aria-valuenow={value} aria-valuetext={label} className="mt-4 h-2 w-full overflow-hidden rounded-full bg-slate-200">
      <div data-testid="progress-fill" className="h-full rounded-full bg-brand-600 transition-[width] duration-300" style={{ width: `${percent}%` }} />
    </div>
  );
}
