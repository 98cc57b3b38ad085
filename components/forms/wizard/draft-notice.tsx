'use client';
// Shown when a wizard brought back its draft after a reload: what was kept, what must be given again (the
// form's spec says it), and a way to start from scratch (a shared lab computer, or someone else's half-filled form).
import { RichText } from '@/components/i18n/rich-text';
import { useT } from '@/components/i18n/i18n-provider';

export function DraftNotice({ text, onStartOver }: { text: string; onStartOver(): void }) {
  const t = useT();
  return (
    <div role="status" data-testid="draft-notice" className="mb-5 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
      <p className="min-w-0 flex-1">
        <RichText text={t(text)} tags={{ strong: (words) => <strong>{words}</strong> }} />
      </p>
      <button type="button" onClick={onStartOver} className="rounded-lg border border-brand-300 bg-white px-4 py-1.5 font-semibold text-brand-800 hover:bg-brand-100">
        {t('Start over')}
      </button>
    </div>
  );
}
