// The wizard's draft in localStorage under the spec's key `institutionData`, so a reload resumes it.
// The chosen file cannot be kept; after a reload it is picked (and checked) again.
import type { InstitutionFormValues } from './form-values';

export const DRAFT_KEY = 'institutionData';
export const INSTITUTE_ID_KEY = 'instituteId';

export type Draft = {
  values: Partial<InstitutionFormValues>;
  step: number;
  completed: { instituteInfo: boolean; authInfo: boolean };
  /** Set once create-institution succeeded but the proof upload did not: a retry only uploads. */
  institutionId?: number;
};

export function loadDraft(): Draft | null {
  try {
    const raw = localStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const d = JSON.parse(raw) as Partial<Draft>;
    if (!d || typeof d !== 'object' || typeof d.values !== 'object') return null;
    return {
      values: d.values ?? {},
      step: d.step === 1 || d.step === 2 ? d.step : 0,
      completed: { instituteInfo: Boolean(d.completed?.instituteInfo), authInfo: Boolean(d.completed?.authInfo) },
      institutionId: typeof d.institutionId === 'number' ? d.institutionId : undefined,
    };
  } catch {
    return null;
  }
}

export function saveDraft(draft: Draft) {
  try { localStorage.setItem(DRAFT_KEY, JSON.stringify(draft)); } catch { /* storage full or disabled: the draft is a convenience */ }
}

export function clearDraft() {
  try { localStorage.removeItem(DRAFT_KEY); } catch { /* ignore */ }
}
