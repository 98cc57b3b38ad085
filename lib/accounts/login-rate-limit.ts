// The per-number login limiter's name and key, apart from lib/accounts/login.ts so erasure can recompute a
// person's counter without loading the login module (which hashes a dummy password when imported).
import 'server-only';
import { storedRateLimitKey } from '@/lib/platform/rate-limit';
import { LIMITS } from '@/lib/limits';
import type { LoginInput } from '@/lib/accounts/login-schema';

const LOGIN_PER_NUMBER = LIMITS.loginFailuresPerNumber.name;

export const loginNumberKey = (type: LoginInput['type'], mobile: string) => `${type}:${mobile}`;

/** The rate_limits row counting failed logins to a number (erased with the person). */
export const loginRateLimitKey = (type: LoginInput['type'], mobile: string) => storedRateLimitKey(LOGIN_PER_NUMBER, loginNumberKey(type, mobile));
