// The login form (spec part 1, section 5): the checks on submit, built from the rules in ./login-rules.ts.
import { z } from '../kernel/zod';
import { isLoginPassword, isLoginPhone, LOGIN_MESSAGES, LOGIN_TYPES } from './login-rules';

export * from './login-rules';

export const loginSchema = z.object({
  type: z.enum(LOGIN_TYPES, { error: LOGIN_MESSAGES.type }),
  mobile_no: z.string({ error: LOGIN_MESSAGES.phoneSubmit }).max(10, LOGIN_MESSAGES.phoneSubmit).refine(isLoginPhone, LOGIN_MESSAGES.phoneSubmit),
  password: z.string({ error: LOGIN_MESSAGES.passwordSubmit }).refine(isLoginPassword, LOGIN_MESSAGES.passwordSubmit),
});
export type LoginInput = z.infer<typeof loginSchema>;
