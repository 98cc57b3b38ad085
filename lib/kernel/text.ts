// Upper bounds and the control-character rule for every text field of every form and API. The forms
// use these for their maxLength attributes and zod schemas; the route handlers parse the same schemas,
// so a 1 MB "address" or an address carrying terminal escape codes is a 400 before anything is stored.
import { hasControlCharacters } from '@/lib/kernel/control-characters';
import { composed, message } from './message';

/** Maximum characters per kind of field (the spec gives none; these fit every real value with room). */
export const TEXT_LIMITS = {
  personName: 100,
  organisationName: 200,
  designation: 100,
  address: 300,
  /** RFC 5321: an address longer than this cannot be delivered. */
  email: 254,
  phone: 20,
  website: 300,
  subject: 200,
  /** Free text: contact messages, stories, partnership notes. */
  message: 5000,
  referralCode: 40,
  /** Fields that hold an id or a choice from a list. */
  choice: 40,
} as const;

export const CONTROL_CHARACTERS_MESSAGE = 'Please remove hidden control characters (such as escape or text-direction codes) from this field.';

/** Written once per field where its schema is defined (composed(): translated from its id and values, lib/kernel/message.ts). */
export const tooLongMessage = (label: string, max: number) => composed('{field} must be at most {max} characters.', { field: message(label), max });
export const requiredMessage = (label: string) => composed('{field} is required.', { field: message(label) });

/** True when the text has no control characters; `multiline` allows tabs and line breaks (free-text boxes). */
export const isCleanText = (value: string, o: { multiline?: boolean } = {}) => !hasControlCharacters(value, o);
