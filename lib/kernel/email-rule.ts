// The email rule, apart from ./field-rules.ts because it is zod's: importing it brings zod (about 40 KB gzip)
// into the importing page's first load, so only the schemas (fetched lazily in the browser) import it.
import { z } from './zod';

/**
 * An email address as every form takes it (zod's rule: one @, a plain local part and a dotted domain). One rule
 * for all: a looser one let "victim<a@evil.example>.com" through the institution form, so the mail went to one
 * address while staff saw another.
 */
export const isValidEmail = (value: string) => z.email().safeParse(value).success;
