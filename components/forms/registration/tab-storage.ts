// The member form's validated referral code, so a reload does not ask for it again (the server checks it at
// submit); in the wizards' sessionStorage (../wizard/session-store.ts). Apart from the draft code so the
// /member page's first load (the referral form) does not carry it.
import { read, remove, write } from '../wizard/session-store';

const REFERRAL_KEY = 'registrationDraft:member:referralCode';

export const rememberReferral = (code: string) => write(REFERRAL_KEY, code);
export const rememberedReferral = () => read<string>(REFERRAL_KEY);
export const forgetReferral = () => remove(REFERRAL_KEY);
