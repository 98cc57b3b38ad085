// sessionStorage that never throws (storage may be disabled or full): the one store of wizard drafts
// (docs/decisions/021). Kept apart from draft.ts so a page that only needs a remembered value (the member
// form's referral code) does not carry the draft code.
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
