'use client';
// What every wizard looks like and how it behaves before and without scripts (docs/decisions/016 and 021):
// the no-script message, the draft notice, the progress bar, a form that posts nowhere natively (its controls
// wait, disabled, until React has hydrated: a tap cannot reload the page and lose what was typed, and nothing
// typed is reset by hydration), the step's heading, its fields (children), the buttons, and under Submit the
// plain words of what it still waits for. Enter or Next checks the step; on the last step it asks to submit.
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { StepIndicator } from '@/components/ui/step-indicator';
import { useT } from '@/components/i18n/i18n-provider';
import { LateScriptsNotice, NoScriptNotice } from '../before-scripts';
import { stepOf } from './spec';
import type { Wizard } from './use-wizard';
import { WizardButtons } from './wizard-buttons';

// Shown only after a reload brought a draft back: fetched then, not with the page (issue 34: the wizard pages'
// first load and hydration).
const DraftNotice = lazy(() => import('./draft-notice').then((m) => ({ default: m.DraftNotice })));

/** Said above what Submit still waits for; the terms box is every form's last need. */
export const STILL_NEEDED = 'To submit, you still need to:';
export const NEEDS_TERMS = 'Tick the box to agree to the terms and conditions.';
const NEEDS_ID = 'wizard-needs';

type Props<V extends FieldValues, K extends string> = {
  wizard: Wizard<V, K>;
  /** Each visible step's progress flag (a step's own, or its files'). */
  flags: boolean[];
  canSubmit: boolean;
  busy: boolean;
  /** On the last step while Submit is disabled: what is missing, one short sentence each. */
  needs?: string[];
  onSubmit(): void;
  onFocus?(): void;
  children: React.ReactNode;
};

export function WizardFrame<V extends FieldValues, K extends string>({ wizard, flags, canSubmit, busy, needs = [], onSubmit, onFocus, children }: Props<V, K>) {
  const t = useT();
  const { spec, steps, current, index, ready } = wizard;
  const step = stepOf(spec, current);
  const missing = wizard.isLast && !canSubmit && !busy && needs.length > 0;

  // A new step: move focus (and a phone's viewport) to its heading, so it is announced and visible.
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(current);
  useEffect(() => {
    if (shown.current === current) return;
    shown.current = current;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [current]);
  return (
    <div>
      <NoScriptNotice />
      {wizard.restored && <Suspense fallback={null}><DraftNotice text={spec.draftNotice} onStartOver={wizard.startOver} /></Suspense>}
      <StepIndicator steps={steps.map((k) => stepOf(spec, k).label)} current={index} completed={flags} />
      <form method="post" noValidate onFocus={onFocus} onSubmit={(e) => { e.preventDefault(); if (!wizard.isLast) void wizard.next(); else if (canSubmit) onSubmit(); }}>
        <fieldset disabled={!ready} className="min-w-0">
          <h2 ref={heading} tabIndex={-1} className="mb-4 scroll-mt-4 font-display text-lg font-bold text-brand-900 outline-none">
            {t('Step {n} of {total}: {title}', { n: index + 1, total: steps.length, title: t(step.title) })}
          </h2>
          {children}
          <WizardButtons
            isFirst={wizard.isFirst}
            isLast={wizard.isLast}
            nextLabel={step.nextLabel ?? 'Next'}
            submitLabel={spec.submitLabel}
            canSubmit={canSubmit}
            busy={busy}
            waiting={!ready}
            needs={missing ? NEEDS_ID : undefined}
            onPrevious={wizard.previous}
          />
          {missing && (
            <div id={NEEDS_ID} className="mt-3 text-sm text-slate-700" data-testid="wizard-needs">
              <p className="font-semibold">{t(STILL_NEEDED)}</p>
              <ul className="mt-1 list-disc pl-5">{needs.map((n) => <li key={n}>{t(n)}</li>)}</ul>
            </div>
          )}
          <LateScriptsNotice waiting={!ready} />
        </fieldset>
      </form>
    </div>
  );
}
