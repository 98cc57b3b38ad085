// Characters that are never legitimate in what people type into our forms, and that do harm when
// echoed: C0/C1 control codes (ESC starts terminal escape sequences; NUL breaks PostgreSQL text) and the
// Unicode bidi controls that make text display in a different order than it is stored ("Trojan Source").
// One definition serves the input checks (lib/kernel/text.ts) and the admin script's output escaping.

/** Bidi embedding/override/isolate marks and the line/paragraph separators. */
const BIDI_AND_SEPARATORS = '\\u061C\\u200E\\u200F\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069';

/** Every control character, including tab and newlines. */
const ANY_CONTROL = new RegExp(`[\\u0000-\\u001F\\u007F-\\u009F${BIDI_AND_SEPARATORS}]`, 'u');
/** Control characters other than tab, line feed and carriage return (allowed in multi-line free text). */
const CONTROL_EXCEPT_LINES = new RegExp(`[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F${BIDI_AND_SEPARATORS}]`, 'u');

/** True when `text` holds a character no form accepts; `multiline` lets tabs and line breaks through. */
export function hasControlCharacters(text: string, o: { multiline?: boolean } = {}): boolean {
  return (o.multiline ? CONTROL_EXCEPT_LINES : ANY_CONTROL).test(text);
}

/** On output a lone carriage return is escaped too (it moves the cursor back over what was printed); CRLF line ends stay. */
const ESCAPE_FOR_OUTPUT = new RegExp(`[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F${BIDI_AND_SEPARATORS}]|\\r(?!\\n)`, 'gu');

/**
 * Makes text safe to print to a terminal: every control character except tab and line breaks becomes
 * a visible `\xNN` / `\uNNNN` escape, so stored data can never retitle, clear or recolour the screen.
 */
export function escapeControlCharacters(text: string): string {
  return text.replace(ESCAPE_FOR_OUTPUT, (c) => {
    const code = c.codePointAt(0)!;
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
