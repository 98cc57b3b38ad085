// sessionStorage for the registration pages, never throwing (storage may be disabled or full), and the member
// form's validated referral code. Apart from wizard-draft.ts so the /member page's first load (the referral
// form) does not carry the wizard's draft code.
const REFERRAL_KEY = 'registrationDraft:member:referralCode';

export function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null; // storage disabled, or not our JSON
  }
}

export function write(key: string, value: unknown) {
  try { sessionStorage.setItem(key, JSON.stringify(value)); } catch { /* storage full or disabled: no draft */ }
}

export function remove(key: string) {
  try { sessionStorage.removeItem(key); } catch { /* nothing to remove */ }
}

/** The member wizard's validated referral code, so a reload does not ask for it again (the server checks it at submit). */
export const rememberReferral = (code: string) => write(REFERRAL_KEY, code);
export const rememberedReferral = () => read<string>(REFERRAL_KEY);
export const forgetReferral = () => remove(REFERRAL_KEY);
