'use client';
// The three-step institution registration (spec part 2, sections 4-5) on the wizard engine (../wizard,
// docs/decisions/021): Institute, Authorization, Upload. What is its own: the district and police-station
// lists (a choice must be on them), the spec's emptying of an invalid PIN, contact number or email after a
// failed check, and the ID proof, checked when chosen. Submit creates the institution and then uploads its
// proof, which submits the application. If the upload fails after the institution was created, the id is
// kept (in the draft too) so a retry only uploads (the unsubmitted draft is invisible to staff).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useWatch } from 'react-hook-form';
import { useToast } from '@/components/ui/toast';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { ConfirmDialog, SUBMIT_QUESTION } from '@/components/ui/confirm-dialog';
import { CLEARED_WHEN_INVALID, MESSAGES, PAYLOAD_TO_FORM } from '@/lib/institutions/rules';
import { createInstitution, uploadInstitutionId } from './api';
import { INSTITUTION_WIZARD, type InstitutionFormValues } from './form-values';
import { AuthorizationStep, InstituteStep } from './step-fields';
import { checkProofInBrowser, UploadStep, type ProofState } from './upload-step';
import { uploadRefusal } from './upload-refusal';
import { usePlaces } from './use-places';
import { loadOnce } from '../load-once';
import { stepOf } from '../wizard/spec';
import { useWizard } from '../wizard/use-wizard';
import { NEEDS_TERMS, WizardFrame } from '../wizard/wizard-frame';
import { useLocale, useT } from '@/components/i18n/i18n-provider';
import { localePath } from '@/lib/i18n/locales';

// zod and the schema arrive with the first check of a step, not with the page (docs/decisions/016).
const loadSchemas = loadOnce(() => import('./step-schemas'));
const loadChecks = () => loadSchemas().then((m) => m.checks);

export const INSTITUTE_ID_KEY = 'instituteId';
/** What Submit waits for on the last step, besides the terms (../wizard/wizard-frame.tsx). */
export const NEEDS_PROOF = 'Choose your College/ Institute ID proof file above.';

export function InstitutionWizard() {
  const router = useRouter();
  const toast = useToast(); // messages are the English, shown in the page's language
  const t = useT();
  const locale = useLocale();
  const [institutionId, setInstitutionId] = useState<number | undefined>();
  const [file, setFile] = useState<File | null>(null);
  const [proof, setProof] = useState<ProofState>('none');
  const [fileError, setFileError] = useState<string | undefined>();
  const checking = useRef(0);
  const [terms, setTerms] = useState(false);
  const [asking, setAsking] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const extra = useMemo(() => ({ institutionId }), [institutionId]);
  const wizard = useWizard(INSTITUTION_WIZARD, {
    checks: loadChecks,
    context: undefined,
    extra,
    onRestore: (d) => { if (typeof d.extra?.institutionId === 'number') setInstitutionId(d.extra.institutionId); },
    afterCheck(step, ok) {
      const { form } = wizard;
      if (ok && step === 'institute') {
        const { district, policeStation } = form.getValues();
        if (!districts.some((d) => String(d.id) === district) || !policeStations.some((s) => String(s.id) === policeStation)) {
          toast.warning(MESSAGES.invalidPlace);
          return false;
        }
      }
      if (!ok) {
        const errors = form.formState.errors;
        for (const name of CLEARED_WHEN_INVALID) {
          if (stepOf(INSTITUTION_WIZARD, step).fields.includes(name) && errors[name]) form.setValue(name, '', { shouldValidate: false });
        }
      }
      if (ok) setInstitutionId(undefined); // details may have changed: the next Submit creates a fresh record
      return ok;
    },
  });
  const { form, current } = wizard;
  const districtId = Number(useWatch({ control: form.control, name: 'district' })) || null;
  const { districts, policeStations, loadingStations, lists } = usePlaces(districtId);

  // Selects get their options after the lists load: re-apply a restored choice once its option exists.
  useEffect(() => {
    for (const name of ['district', 'policeStation'] as const) {
      const value = form.getValues(name);
      if (value) form.setValue(name, value);
    }
  }, [form, districts, policeStations]);

  const cancelAsk = useCallback(() => setAsking(false), []);

  /** The proof is checked as soon as it is chosen; only the latest choice counts. */
  async function chooseFile(chosen: File | null) {
    const mine = ++checking.current;
    setFile(chosen);
    setFileError(undefined);
    setProof(chosen ? 'checking' : 'none');
    if (!chosen) return;
    const problem = await checkProofInBrowser(chosen);
    if (mine !== checking.current) return;
    setProof(problem ? 'invalid' : 'ready');
    setFileError(problem ?? undefined);
  }

  function refuseProof(message: string) {
    setProof('invalid');
    setFileError(message);
    toast.error(message);
  }

  /** Shows the API's field errors (its snake_case names) at the form's fields, on the first step that has one. */
  const showServerErrors = (errors: Record<string, string> | undefined) =>
    wizard.showErrors(Object.fromEntries(Object.entries(errors ?? {}).flatMap(([key, message]) => (PAYLOAD_TO_FORM[key] ? [[PAYLOAD_TO_FORM[key], message]] : []))));

  async function submit() {
    setAsking(false);
    if (!file) return;
    setSubmitting(true);
    try {
      // Earlier steps may have been edited after they were passed: every step is checked again.
      if (!(await wizard.checkAll())) return;
      const problem = await checkProofInBrowser(file);
      if (problem) { refuseProof(problem); return; }
      let id = institutionId;
      if (!id) {
        const created = await createInstitution((await loadSchemas()).payloadOf(form.getValues() as InstitutionFormValues));
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
      const upload = await uploadInstitutionId(id, file);
      if (!upload.ok) {
        console.warn('Institution created but its ID proof was not stored', upload.status, upload.code, upload.message);
        if (upload.status === 0) throw new Error(`upload-institution-id: ${upload.code}`);
        const refusal = uploadRefusal(upload);
        if ('proof' in refusal) refuseProof(refusal.proof);
        else toast.error(refusal.toast);
        return;
      }
      wizard.finish();
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

  const flags = [Boolean(wizard.completed.institute), Boolean(wizard.completed.authorization), proof === 'ready'];
  const canSubmit = proof === 'ready' && terms;
  const needs = [...(proof === 'ready' ? [] : [NEEDS_PROOF]), ...(terms ? [] : [NEEDS_TERMS])];

  return (
    <>
      <WizardFrame wizard={wizard} flags={flags} canSubmit={canSubmit} busy={submitting} needs={proof === 'checking' ? [] : needs} onSubmit={() => setAsking(true)}>
        {current === 'institute' && <InstituteStep form={form} districts={districts} policeStations={policeStations} loadingStations={loadingStations} lists={lists} />}
        {current === 'authorization' && <AuthorizationStep form={form} />}
        {current === 'upload' && <UploadStep proof={proof} termsAccepted={terms} error={fileError} onFile={(f) => void chooseFile(f)} onTerms={setTerms} />}
      </WizardFrame>
      <ConfirmDialog open={asking} {...SUBMIT_QUESTION} onConfirm={submit} onCancel={cancelAsk} />
      {submitting && <FullScreenSpinner label={t('Submitting your registration…')} />}
    </>
  );
}
