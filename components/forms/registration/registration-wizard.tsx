'use client';
// The internship and member registration wizard (spec part 2, sections 2, 4, 5 and 8): Institute,
// Personal, [Guardian, for applicants aged 16 or 17], Educational, Documents. Each step is checked on
// Next with its schema from lib/registration/schema.ts; Submit Registration asks for confirmation,
// checks every step again and sends one multipart request. Nothing typed or chosen is lost on an error.
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { useToast } from '@/components/ui/toast';
import { StepIndicator } from '@/components/ui/step-indicator';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { usePlaces } from '@/components/forms/institution/use-places';
import { ageInIndia, APPLICANT_MIN_AGE, isMinor } from '@/lib/kernel/age';
import type { ApplicantKind } from '@/lib/kernel/applicant-kinds';
import { EMPTY_VALUES, STEP_FIELDS, STEP_LABELS, STEP_TITLES, stepOfField, stepsFor, type StepKey, type WizardValues } from './form-values';
import { loadDocumentChecks, useDocuments } from './use-documents';
import { loadOnce } from '../load-once';
import { NO_CONNECTION } from './api';
import { nameOf, useCourses, useReferenceLists } from './use-reference-lists';
import { useMobileCheck } from './use-mobile-check';
import { InstituteStep } from './steps/institute-step';
import { WizardButtons } from './wizard-buttons';
import { clearDraft, useWizardDraft } from './wizard-draft';
import { DraftNotice, FILES_AGAIN } from './draft-notice';
import { useLocale, useT } from '@/components/i18n/i18n-provider';
import { localePath } from '@/lib/i18n/locales';
import { LateScriptsNotice, NoScriptNotice, useHydrated } from '../before-scripts';
import { useRecheckWhileTyping } from '../use-recheck-while-typing';

// zod and the step schemas are about 40 KB gzip, more than the wizard itself: fetched on the first check of a
// step (usually the first field left), so a phone shows the form sooner. The schemas stay the server's.
const loadStepSchemas = loadOnce(() => import('./step-schemas'));

// The steps after the first, the confirmation dialog, the sending code and the document checks are fetched
// once the applicant starts on the form (warmLaterSteps, on its first focus), not with the page: a phone shows
// the form sooner. React.lazy rather than next/dynamic, whose loader would add its own code to the page.
const loadSubmit = loadOnce(() => import('./submit'));
const loadLaterSteps = () => Promise.all([
  import('./steps/personal-step'), import('./steps/guardian-step'), import('./steps/education-step'), import('./steps/documents-step'), import('@/components/ui/confirm-dialog'), loadSubmit(), loadDocumentChecks(),
]);
const PersonalStep = lazy(() => import('./steps/personal-step').then((m) => ({ default: m.PersonalStep })));
const GuardianStep = lazy(() => import('./steps/guardian-step').then((m) => ({ default: m.GuardianStep })));
const EducationStep = lazy(() => import('./steps/education-step').then((m) => ({ default: m.EducationStep })));
const DocumentsStep = lazy(() => import('./steps/documents-step').then((m) => ({ default: m.DocumentsStep })));
const SubmitQuestion = lazy(() => import('@/components/ui/confirm-dialog').then(({ ConfirmDialog, SUBMIT_QUESTION }) => ({
  default: (p: { onConfirm(): void; onCancel(): void }) => <ConfirmDialog open {...SUBMIT_QUESTION} {...p} />,
})));

const STEP3_SAVED = 'Educational information saved successfully.';
/** Long enough to read the success toast before the card opens. */
const NAVIGATE_DELAY_MS = 1000;

export function RegistrationWizard({ kind, referralCode }: { kind: ApplicantKind; referralCode?: string }) {
  const router = useRouter();
  const toast = useToast();
  const t = useT();
  const locale = useLocale();
  const ready = useHydrated(); // until then every control waits (../before-scripts.tsx)
  const [step, setStep] = useState<StepKey>('institute');
  const lists = useReferenceLists();
  // The step schemas (zod) load when a step is first checked, not with the page (see loadStepSchemas).
  const resolver = useMemo<Resolver<WizardValues>>(
    () => async (values, context, options) => (await loadStepSchemas()).stepResolver(step, lists.categories)(values, context, options),
    [step, lists.categories],
  );
  const form = useForm<WizardValues>({ resolver, mode: 'onBlur', reValidateMode: 'onChange', defaultValues: EMPTY_VALUES });
  useRecheckWhileTyping(form);
  const [completed, setCompleted] = useState<Partial<Record<StepKey, boolean>>>({});
  const documents = useDocuments(kind);
  const [terms, setTerms] = useState(false);
  const [asking, setAsking] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<StepKey>('institute');
  const draft = useWizardDraft(kind, form, { step, completed }, (d) => {
    form.reset({ ...EMPTY_VALUES, ...d.values });
    // The password is never kept, so step 3 is passed again: a draft saved at step 4 reopens step 3.
    setStep(d.step === 'documents' ? 'education' : d.step);
    setCompleted({ ...d.completed, education: false });
  });

  const [dob, district, mobile, category, stream] = useWatch({ control: form.control, name: ['dateOfBirth', 'applicantDistrict', 'mobileNumber', 'category', 'stream'] });
  // The Guardian step is for applicants aged 16 or 17; a younger date of birth is simply invalid.
  const minor = isMinor(dob) && (ageInIndia(dob) ?? 0) >= APPLICANT_MIN_AGE;
  const steps = stepsFor(minor);
  const current = steps.includes(step) ? step : 'personal';
  const index = steps.indexOf(current);
  const places = usePlaces(Number(district) || null);
  const categoryName = nameOf(lists.categories, category);
  const courses = useCourses(category, categoryName, stream);
  const mobileCheck = useMobileCheck(mobile, kind === 'intern');

  // Selects get their options after the lists load: re-apply a restored choice once its option exists.
  useEffect(() => {
    for (const name of ['collegeName', 'applicantDistrict', 'applicantPoliceStation', 'category', 'stream', 'course', 'semester'] as const) {
      const value = form.getValues(name);
      if (value) form.setValue(name, value);
    }
  }, [form, current, lists.institutions, lists.categories, lists.streams, courses.courses, places.districts, places.policeStations]);

  function startOver() {
    draft.forget();
    form.reset(EMPTY_VALUES);
    documents.clear();
    setTerms(false);
    setCompleted({});
    setStep('institute');
  }

  const flags = steps.map((s) => (s === 'documents' ? documents.complete : Boolean(completed[s])));
  const canSubmit = Boolean(completed.education) && documents.complete && terms;

  // Once the applicant starts on the form, fetch the later steps' code so that Next shows them at once.
  const warmLaterSteps = () => void loadLaterSteps().catch(() => { /* fetched again when shown */ });

  // A new step: move focus (and the phone's viewport) to its heading, so it is announced and visible.
  useEffect(() => {
    if (shownStep.current === current) return;
    shownStep.current = current;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [current]);

  async function next() {
    const ok = await form.trigger(STEP_FIELDS[current] as FieldPath<WizardValues>[], { shouldFocus: true });
    const blocked = current === 'personal' && mobileCheck.taken;
    if (blocked && ok) form.setFocus('mobileNumber');
    setCompleted((c) => ({ ...c, [current]: ok && !blocked }));
    if (!ok || blocked) return;
    if (current === 'education') toast.success(STEP3_SAVED);
    setStep(steps[index + 1]);
  }

  const cancelAsk = useCallback(() => setAsking(false), []);

  /** Shows the server's field errors at their fields and opens the earliest step that has one. */
  function showErrors(errors: Record<string, string>) {
    let first: number | undefined;
    const failed = new Set<StepKey>();
    for (const [field, message] of Object.entries(errors)) {
      const at = stepOfField(field);
      if (!at || !steps.includes(at)) continue;
      if (at === 'documents') documents.setServerError(field, message);
      else form.setError(field as FieldPath<WizardValues>, { message });
      failed.add(at);
      const i = steps.indexOf(at);
      if (first === undefined || i < first) first = i;
    }
    setCompleted((c) => ({ ...c, ...Object.fromEntries([...failed].filter((s) => s !== 'documents').map((s) => [s, false])) }));
    if (first !== undefined) setStep(steps[first]);
    return first !== undefined;
  }

  async function submit() {
    setAsking(false);
    const values = form.getValues();
    // Earlier steps may have been edited after they were passed: check them all again.
    const { stepErrors } = await loadStepSchemas();
    for (const s of steps) {
      const errors = s === 'documents' ? null : stepErrors(s, values, lists.categories);
      if (errors) { showErrors(errors); return; }
    }
    const { aadharCard, passportPhoto } = documents.files;
    if (!aadharCard || !passportPhoto) return;
    setSubmitting(true);
    // The sending code could not be fetched (the connection dropped): nothing was sent, nothing is lost.
    const sending = await loadSubmit().catch(() => null);
    if (!sending) {
      setSubmitting(false);
      toast.error(NO_CONNECTION);
      return;
    }
    const { rememberIntern, submitRegistration, SUCCESS_MESSAGE, toRegistrationValues } = sending;
    const outcome = await submitRegistration(
      kind,
      toRegistrationValues(values, { categoryName, minor, referralCode }),
      { aadhaar: aadharCard, passportPhoto },
    );
    if (!outcome.ok) {
      setSubmitting(false);
      toast.error(outcome.toast);
      if (outcome.mobileTaken) mobileCheck.markTaken(values.mobileNumber);
      if (!showErrors(outcome.errors) && outcome.mobileTaken) setStep('personal');
      return;
    }
    toast.success(SUCCESS_MESSAGE[kind]);
    clearDraft(kind);
    if (kind === 'intern') {
      rememberIntern(outcome.id, { category: categoryName, stream: nameOf(lists.streams, values.stream), course: nameOf(courses.courses, values.course) });
    }
    const target = kind === 'intern' ? '/internship-acknowledgement' : `/member-acknowledgement/${outcome.id}`;
    setTimeout(() => router.push(localePath(locale, target)), NAVIGATE_DELAY_MS);
  }

  return (
    <div>
      <NoScriptNotice />
      {draft.restored && <DraftNotice onStartOver={startOver} />}
      <StepIndicator steps={steps.map((s) => STEP_LABELS[s])} current={index} completed={flags} />
      <form method="post" noValidate onFocus={warmLaterSteps} onSubmit={(e) => { e.preventDefault(); if (current === 'documents') { if (canSubmit) setAsking(true); } else void next(); }}>
        <fieldset disabled={!ready} className="min-w-0">
          <h2 ref={heading} tabIndex={-1} className="mb-4 scroll-mt-4 font-display text-lg font-bold text-brand-900 outline-none">
            {t('Step {n} of {total}: {title}', { n: index + 1, total: steps.length, title: t(STEP_TITLES[current]) })}
          </h2>
          {current === 'institute' && <InstituteStep form={form} institutions={lists.institutions} loading={lists.loadingInstitutions} districts={places.districts} lists={{ institutions: lists.lists.institutions, districts: places.lists.districts }} />}
          <Suspense fallback={<p className="min-h-64 text-sm text-slate-600">Loading this step…</p>}>
          {current === 'personal' && (
            <PersonalStep form={form} districts={places.districts} policeStations={places.policeStations} loadingStations={places.loadingStations} mobileTaken={mobileCheck.taken} lists={places.lists} />
          )}
          {current === 'guardian' && <GuardianStep form={form} />}
          {current === 'education' && <EducationStep form={form} kind={kind} categories={lists.categories} streams={lists.streams} courses={courses} lists={lists.lists} />}
          {current === 'documents' && (
            <DocumentsStep kind={kind} files={documents.files} errors={documents.errors} termsAccepted={terms} onFile={(f, file) => void documents.choose(f, file)} onTerms={setTerms} notice={draft.restored && !(documents.files.aadharCard && documents.files.passportPhoto) ? FILES_AGAIN : undefined} />
          )}
          </Suspense>
          <WizardButtons
            isFirst={index === 0}
            step={current}
            canSubmit={canSubmit}
            busy={submitting}
            waiting={!ready}
            onPrevious={() => setStep(steps[index - 1])}
          />
          <LateScriptsNotice waiting={!ready} />
        </fieldset>
      </form>
      {asking && <Suspense fallback={null}><SubmitQuestion onConfirm={submit} onCancel={cancelAsk} /></Suspense>}
      {submitting && <FullScreenSpinner label="Submitting your registration…" />}
    </div>
  );
}
