'use client';
// The three-step institution registration (spec part 2, sections 4-5): Institute, Authorization, Upload.
// Each step is checked on Next; the draft is kept in localStorage; Submit creates the institution and
// then uploads its ID proof, which submits the application. If the upload fails after the institution
// was created, the id is kept so a retry only uploads (the unsubmitted draft is invisible to staff).
import { useCallback, useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useToast } from '@/components/ui/toast';
import { StepIndicator } from '@/components/ui/step-indicator';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { ConfirmDialog, SUBMIT_QUESTION } from '@/components/ui/confirm-dialog';
import {
  CLEARED_WHEN_INVALID, institutionFormSchema, MESSAGES, PAYLOAD_TO_FORM, STEP_FIELDS, toPayload, type InstitutionFormData,
} from '@/lib/institutions/schema';
import { createInstitution, uploadInstitutionId } from './api';
import { clearDraft, INSTITUTE_ID_KEY, loadDraft, saveDraft } from './draft';
import { EMPTY_VALUES, STEPS, type InstitutionFormValues } from './form-values';
import { AuthorizationStep, InstituteStep } from './step-fields';
import { checkProofInBrowser, UploadStep } from './upload-step';
import { usePlaces } from './use-places';
import { BEFORE_SCRIPTS_TEXT, LateScriptsNotice, NoScriptNotice, useHydrated } from '../before-scripts';
import { useRecheckWhileTyping } from '../use-recheck-while-typing';
import { useLocale, useT } from '@/components/i18n/i18n-provider';
import { localePath } from '@/lib/i18n/locales';

const STEP_KEYS = [STEP_FIELDS.institute, STEP_FIELDS.authorization] as const;
/** The proof has passed the browser's checks; it is sent with Submit, so nothing may claim it was uploaded. */
export const PROOF_READY = 'File ready. It is uploaded when you submit the registration.';

export function InstitutionWizard() {
  const router = useRouter();
  const toast = useToast(); // messages are the English, shown in the page's language
  const t = useT();
  const locale = useLocale();
  const ready = useHydrated(); // until then every control waits (../before-scripts.tsx)
  const form = useForm<InstitutionFormValues, unknown, InstitutionFormData>({
    resolver: zodResolver(institutionFormSchema) as never,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: EMPTY_VALUES,
  });
  useRecheckWhileTyping(form);
  const [step, setStep] = useState(0);
  const [completed, setCompleted] = useState({ instituteInfo: false, authInfo: false, uploadDoc: false });
  const [institutionId, setInstitutionId] = useState<number | undefined>();
  const [restored, setRestored] = useState(false);
  const [saving, setSaving] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [terms, setTerms] = useState(false);
  const [asking, setAsking] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const districtId = Number(useWatch({ control: form.control, name: 'district' })) || null;
  const { districts, policeStations, loadingStations, lists } = usePlaces(districtId);

  // Restore the draft once, after hydration (localStorage does not exist on the server).
  useEffect(() => {
    const draft = loadDraft();
    if (draft) {
      form.reset({ ...EMPTY_VALUES, ...draft.values });
      // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-time restore from browser storage after hydration
      setStep(draft.step);
      setCompleted((c) => ({ ...c, ...draft.completed }));
      setInstitutionId(draft.institutionId);
    }
    setRestored(true);
  }, [form]);

  // Selects get their options after the lists load: re-apply a restored choice once its option exists.
  useEffect(() => {
    for (const name of ['district', 'policeStation'] as const) {
      const value = form.getValues(name);
      if (value) form.setValue(name, value);
    }
  }, [form, districts, policeStations]);

  const cancelAsk = useCallback(() => setAsking(false), []);

  // Keep the draft in step with every change.
  const values = useWatch({ control: form.control });
  useEffect(() => {
    if (!restored) return;
    saveDraft({ values, step, completed: { instituteInfo: completed.instituteInfo, authInfo: completed.authInfo }, institutionId });
  }, [restored, values, step, completed.instituteInfo, completed.authInfo, institutionId]);

  /** Checks the current step; on failure empties an invalid PIN, contact number or email (spec). */
  const checkStep = useCallback(async (index: number) => {
    const names = STEP_KEYS[index];
    const ok = await form.trigger([...names], { shouldFocus: true });
    if (ok && index === 0) {
      const { district, policeStation } = form.getValues();
      if (!districts.some((d) => String(d.id) === district) || !policeStations.some((s) => String(s.id) === policeStation)) {
        toast.warning(MESSAGES.invalidPlace);
        return false;
      }
    }
    if (!ok) {
      const errors = form.formState.errors;
      for (const name of CLEARED_WHEN_INVALID) {
        if ((names as readonly string[]).includes(name) && errors[name]) form.setValue(name, '', { shouldValidate: false });
      }
    }
    return ok;
  }, [form, districts, policeStations, toast]);

  async function next() {
    setSaving(true);
    try {
      if (!(await checkStep(step))) return;
      setCompleted((c) => ({ ...c, [step === 0 ? 'instituteInfo' : 'authInfo']: true }));
      setInstitutionId(undefined); // details may have changed: the next Submit creates a fresh record
      setStep(step + 1);
    } finally {
      setSaving(false);
    }
  }

  function chooseFile(f: File | null) {
    setFile(f);
    setCompleted((c) => ({ ...c, uploadDoc: false }));
    setFileError(undefined);
  }

  function uploaded(result: { ok: true } | { ok: false; message: string }) {
    if (result.ok) {
      setCompleted((c) => ({ ...c, uploadDoc: true }));
      setFileError(undefined);
      toast.success(PROOF_READY);
    } else if (result.message === MESSAGES.selectFile) {
      toast.warning(result.message);
    } else {
      setFileError(result.message);
      toast.error('File upload failed. Please try again.');
    }
  }

  function askToSubmit() {
    if (!file) { toast.warning(MESSAGES.uploadProof); return; }
    if (!completed.uploadDoc) { toast.warning(MESSAGES.clickUpload); return; }
    setAsking(true);
  }

  /** Shows server field errors next to their inputs, on the first step that has one. */
  function showServerErrors(errors: Record<string, string> | undefined) {
    let first: number | undefined;
    for (const [key, message] of Object.entries(errors ?? {})) {
      const name = PAYLOAD_TO_FORM[key];
      if (!name) continue;
      form.setError(name, { message });
      const index = STEP_KEYS.findIndex((keys) => (keys as readonly string[]).includes(name));
      if (index >= 0 && (first === undefined || index < first)) first = index;
    }
    if (first !== undefined) setStep(first);
  }

  async function submit() {
    setAsking(false);
    const data = institutionFormSchema.safeParse(form.getValues());
    if (!data.success || !file) { setStep(0); await checkStep(0); return; }
    setSubmitting(true);
    try {
      const problem = await checkProofInBrowser(file);
      if (problem) { setFileError(problem); setCompleted((c) => ({ ...c, uploadDoc: false })); toast.error(problem); return; }
      let id = institutionId;
      if (!id) {
        const created = await createInstitution(toPayload(data.data), locale);
        if (!created.ok && created.status === 0) throw new Error(`create-institution: ${created.code}`); // nothing came back
        const newId = created.ok ? created.body.institution?.id : undefined;
        if (typeof newId !== 'number') {
          toast.error(t('Institution creation failed: {message}', { message: t(created.message ?? 'Please try again.') }));
          if (!created.ok) showServerErrors(created.fields);
          return;
        }
        id = newId;
        setInstitutionId(id);
      }
      const upload = await uploadInstitutionId(id, file, locale);
      if (!upload.ok) {
        console.warn('Institution created but its ID proof was not stored', upload.status, upload.code, upload.message);
        setCompleted((c) => ({ ...c, uploadDoc: false }));
        if (upload.status === 0) throw new Error(`upload-institution-id: ${upload.code}`);
        if (upload.status === 400 && upload.message) { setFileError(upload.message); toast.error(upload.message); }
        else toast.error('Upload institution ID proof failed. Please try again.');
        return;
      }
      clearDraft();
      localStorage.setItem(INSTITUTE_ID_KEY, String(id));
      toast.success('Registration successful!');
      router.push(localePath(locale, `/institute-acknowledgement/${id}`));
    } catch (e) {
      console.warn('Institution registration failed', e);
      toast.error('Registration failed. Please try again.');
    } finally {
      setSubmitting(false);
    }
  }

  const flags = [completed.instituteInfo, completed.authInfo, completed.uploadDoc];
  const nextLabel = !ready ? t(BEFORE_SCRIPTS_TEXT.loading) : saving ? t('Saving…') : step === 1 ? t('Save And Proceed') : t('Next');

  return (
    <div>
      <NoScriptNotice />
      <StepIndicator steps={STEPS} current={step} completed={flags} />
      <form method="post" noValidate onSubmit={(e) => { e.preventDefault(); if (step < 2) void next(); else askToSubmit(); }}>
        <fieldset disabled={!ready} className="min-w-0">
          <fieldset className="min-w-0">
            <legend className="mb-4 font-display text-lg font-bold text-brand-900">
              {t('Step {n} of {total}: {title}', { n: step + 1, total: 3, title: [t('Institute information'), t('Authorization'), t('Upload ID proof')][step] })}
            </legend>
            {step === 0 && <InstituteStep form={form} districts={districts} policeStations={policeStations} loadingStations={loadingStations} lists={lists} />}
            {step === 1 && <AuthorizationStep form={form} />}
            {step === 2 && (
              <UploadStep file={file} uploaded={completed.uploadDoc} termsAccepted={terms} error={fileError} onFile={chooseFile} onUploaded={uploaded} onTerms={setTerms} />
            )}
          </fieldset>
          <div className="mt-6 flex items-center justify-between gap-3">
            <button
              type="button"
              onClick={() => setStep(step - 1)}
              disabled={step === 0 || submitting}
              className="rounded-lg border border-slate-300 px-5 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:invisible"
            >
              {t('Previous')}
            </button>
            {step < 2 ? (
              <button type="submit" disabled={saving} className="rounded-lg bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
                {nextLabel}
              </button>
            ) : (
              <button type="submit" disabled={!completed.uploadDoc || !terms || submitting} className="rounded-lg bg-green-700 px-5 py-2 text-sm font-semibold text-white hover:bg-green-800 disabled:cursor-not-allowed disabled:opacity-50">
                {t('Submit')}
              </button>
            )}
          </div>
          <LateScriptsNotice waiting={!ready} />
        </fieldset>
      </form>
      <ConfirmDialog open={asking} {...SUBMIT_QUESTION} onConfirm={submit} onCancel={cancelAsk} />
      {submitting && <FullScreenSpinner label={t('Submitting your registration…')} />}
    </div>
  );
}
