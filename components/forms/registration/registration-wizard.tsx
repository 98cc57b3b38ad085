'use client';
// The internship and member registration wizard (spec part 2, sections 2, 4, 5 and 8) on the wizard engine
// (../wizard, docs/decisions/021): Institute, Personal, [Guardian, for applicants aged 16 or 17], Educational,
// Documents. What is its own: the reference lists, the mobile-number check, the documents (files live outside
// react-hook-form), the terms box, and one multipart request at the end. Nothing typed or chosen is lost on an error.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useWatch } from 'react-hook-form';
import { useToast } from '@/components/ui/toast';
import { usePlaces } from '@/components/forms/institution/use-places';
import { ageInIndia, APPLICANT_MIN_AGE, isMinor } from '@/lib/kernel/age';
import type { ApplicantKind } from '@/lib/kernel/applicant-kinds';
import { REGISTRATION_WIZARD, stepsFor } from './form-values';
import { loadDocumentChecks, useDocuments } from './use-documents';
import { loadOnce } from '../load-once';
import { NO_CONNECTION } from './api';
import { nameOf, useCourses, useReferenceLists } from './use-reference-lists';
import { useMobileCheck } from './use-mobile-check';
import { InstituteStep } from './steps/institute-step';
import { useWizard } from '../wizard/use-wizard';
import { NEEDS_TERMS, WizardFrame } from '../wizard/wizard-frame';
import { useLocale, useT } from '@/components/i18n/i18n-provider';
import { localePath } from '@/lib/i18n/locales';
import { forgetReferral } from './tab-storage';

// zod and the step schemas are about 40 KB gzip, more than the wizard itself: fetched on the first check of a
// step (usually the first field left), so a phone shows the form sooner. The schemas stay the server's.
const loadStepSchemas = loadOnce(() => import('./step-schemas').then((m) => m.checks));

// The steps after the first, the confirmation dialog, the sending code and the document checks are fetched
// once the applicant starts on the form (warmLaterSteps, on its first focus), not with the page: a phone shows
// the form sooner. React.lazy rather than next/dynamic, whose loader would add its own code to the page.
const loadSubmit = loadOnce(() => import('./submit'));
const loadLaterSteps = () => Promise.all([
  import('./steps/personal-step'), import('./steps/guardian-step'), import('./steps/education-step'), import('./steps/documents-step'), import('@/components/ui/confirm-dialog'), import('@/components/ui/spinner'), loadSubmit(), loadDocumentChecks(), loadStepSchemas(),
]);
const PersonalStep = lazy(() => import('./steps/personal-step').then((m) => ({ default: m.PersonalStep })));
const GuardianStep = lazy(() => import('./steps/guardian-step').then((m) => ({ default: m.GuardianStep })));
const EducationStep = lazy(() => import('./steps/education-step').then((m) => ({ default: m.EducationStep })));
const DocumentsStep = lazy(() => import('./steps/documents-step').then((m) => ({ default: m.DocumentsStep })));
const SubmitQuestion = lazy(() => import('@/components/ui/confirm-dialog').then(({ ConfirmDialog, SUBMIT_QUESTION }) => ({
  default: (p: { onConfirm(): void; onCancel(): void }) => <ConfirmDialog open {...SUBMIT_QUESTION} {...p} />,
})));

/** The Guardian step is for applicants aged 16 or 17; a younger date of birth is simply invalid. */
const isMinorApplicant = (dob: string) => isMinor(dob) && (ageInIndia(dob) ?? 0) >= APPLICANT_MIN_AGE;

const FullScreenSpinner = lazy(() => import('@/components/ui/spinner').then((m) => ({ default: m.FullScreenSpinner })));

const STEP3_SAVED = 'Educational information saved successfully.';
/** What Submit Registration waits for, said under it (../wizard/wizard-frame.tsx). */
export const NEEDS_DOCUMENTS = 'Choose your Aadhaar card and passport photo files above.';
/** Long enough to read the success toast before the card opens. */
const NAVIGATE_DELAY_MS = 1000;

export function RegistrationWizard({ kind, referralCode }: { kind: ApplicantKind; referralCode?: string }) {
  const router = useRouter();
  const toast = useToast();
  const locale = useLocale();
  const t = useT();
  const lists = useReferenceLists();
  const spec = REGISTRATION_WIZARD[kind];
  const documents = useDocuments(kind);
  const [terms, setTerms] = useState(false);
  const [asking, setAsking] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const wizard = useWizard(spec, {
    checks: loadStepSchemas,
    context: lists.categories,
    active: (values) => stepsFor(isMinorApplicant(values.dateOfBirth)),
    afterCheck(step, ok) {
      const blocked = step === 'personal' && mobileCheck.taken;
      if (blocked && ok) wizard.form.setFocus('mobileNumber');
      if (ok && !blocked && step === 'education') toast.success(STEP3_SAVED);
      return ok && !blocked;
    },
  });
  const { form, current } = wizard;

  const [dob, district, mobile, category, stream] = useWatch({ control: form.control, name: ['dateOfBirth', 'applicantDistrict', 'mobileNumber', 'category', 'stream'] });
  const minor = isMinorApplicant(dob);
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
    wizard.startOver();
    documents.clear();
    setTerms(false);
  }

  const flags = wizard.steps.map((s) => (s === 'documents' ? documents.complete : Boolean(wizard.completed[s])));
  const canSubmit = Boolean(wizard.completed.education) && documents.complete && terms;
  const needs = [...(documents.complete ? [] : [NEEDS_DOCUMENTS]), ...(terms ? [] : [NEEDS_TERMS])];

  // Once the applicant starts on the form, fetch the later steps' code so that Next shows them at once.
  const warmLaterSteps = () => void loadLaterSteps().catch(() => { /* fetched again when shown */ });
  const cancelAsk = useCallback(() => setAsking(false), []);
  /** Server errors about the files are shown by the documents step, not react-hook-form. */
  const documentError = (field: string, message: string) => {
    if (!wizard.spec.steps.find((s) => s.key === 'documents')!.fields.includes(field)) return false;
    documents.setServerError(field, message);
    return true;
  };

  async function submit() {
    setAsking(false);
    // Earlier steps may have been edited after they were passed: check them all again.
    if (!(await wizard.checkAll())) return;
    const values = form.getValues();
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
      if (!wizard.showErrors(outcome.errors, documentError) && outcome.mobileTaken) wizard.setStep('personal');
      return;
    }
    toast.success(SUCCESS_MESSAGE[kind]);
    wizard.finish();
    if (kind === 'member') forgetReferral();
    if (kind === 'intern') {
      rememberIntern(outcome.id, { category: categoryName, stream: nameOf(lists.streams, values.stream), course: nameOf(courses.courses, values.course) });
    }
    const target = kind === 'intern' ? '/internship-acknowledgement' : `/member-acknowledgement/${outcome.id}`;
    setTimeout(() => router.push(localePath(locale, target)), NAVIGATE_DELAY_MS);
  }

  return (
    <>
      <WizardFrame wizard={{ ...wizard, startOver }} flags={flags} canSubmit={canSubmit} busy={submitting} needs={needs} onSubmit={() => setAsking(true)} onFocus={warmLaterSteps}>
        {current === 'institute' && <InstituteStep form={form} institutions={lists.institutions} loading={lists.loadingInstitutions} districts={places.districts} lists={{ institutions: lists.lists.institutions, districts: places.lists.districts }} />}
        <Suspense fallback={<p className="min-h-64 text-sm text-slate-600">{t('Loading this step…')}</p>}>
          {current === 'personal' && (
            <PersonalStep form={form} districts={places.districts} policeStations={places.policeStations} loadingStations={places.loadingStations} mobileTaken={mobileCheck.taken} lists={places.lists} />
          )}
          {current === 'guardian' && <GuardianStep form={form} />}
          {current === 'education' && <EducationStep form={form} kind={kind} categories={lists.categories} streams={lists.streams} courses={courses} lists={lists.lists} />}
          {current === 'documents' && (
            <DocumentsStep kind={kind} files={documents.files} errors={documents.errors} termsAccepted={terms} onFile={(f, file) => void documents.choose(f, file)} onTerms={setTerms} restored={wizard.restored} />
          )}
        </Suspense>
      </WizardFrame>
      {asking && <Suspense fallback={null}><SubmitQuestion onConfirm={submit} onCancel={cancelAsk} /></Suspense>}
      {submitting && <Suspense fallback={null}><FullScreenSpinner label={t('Submitting your registration…')} /></Suspense>}
    </>
  );
}
