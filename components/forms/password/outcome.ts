// What a password form shows after its call (lib/client/api-client.ts): the server's words, in the page's
// language, or ours when none came (offline, a proxy's error page).
import type { ApiResult } from '@/lib/client/api-client';

export const FAILED = 'Something went wrong. Please check your connection and try again.';

export const outcomeOf = (answer: ApiResult) => ({ ok: answer.ok, message: answer.message ?? FAILED, fields: answer.ok ? {} : answer.fields });
