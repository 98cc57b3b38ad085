// POST a JSON body to one of our endpoints and read the answer's message and field errors.
export type JsonAnswer = { ok: boolean; status: number; message: string; errors: Record<string, string> };

const FAILED = 'Something went wrong. Please check your connection and try again.';

export async function postJson(path: string, body: unknown): Promise<JsonAnswer> {
  try {
    const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = (await res.json().catch(() => null)) as { success?: boolean; message?: unknown; errors?: Record<string, string> } | null;
    const message = typeof json?.message === 'string' && json.message ? json.message : FAILED;
    return { ok: res.ok && json?.success === true, status: res.status, message, errors: json?.errors ?? {} };
  } catch {
    return { ok: false, status: 0, message: FAILED, errors: {} };
  }
}
