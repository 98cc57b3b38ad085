// The one definition of "control character": what forms refuse and what the admin script escapes.
import { describe, expect, it } from 'vitest';
import { escapeControlCharacters, hasControlCharacters } from '@/lib/kernel/control-characters';

describe('control characters', () => {
  it('finds C0, DEL, C1 and bidi controls; lets ordinary Unicode through', () => {
    for (const c of ['\u0000', '\u001b', '\u0007', '\t', '\n', '\u007f', '\u0085', '\u009b', '\u202e', '\u2066', '\u200f', '\u2028']) {
      expect(hasControlCharacters(`a${c}b`)).toBe(true);
    }
    expect(hasControlCharacters('Guwahati, Assam — 781001, é ñ অসম 😀')).toBe(false);
  });

  it('lets tabs and line breaks into multi-line text only', () => {
    expect(hasControlCharacters('one\r\ntwo\tthree', { multiline: true })).toBe(false);
    expect(hasControlCharacters('one\u001b[2Jtwo', { multiline: true })).toBe(true);
  });

  it('escapes for the terminal: no control byte survives but line ends and tabs', () => {
    const out = escapeControlCharacters('a\u001b]0;x\u0007b\r\nc\rd\u202ee\tf\u009b');
    expect(out).toBe('a\\x1b]0;x\\x07b\r\nc\\x0dd\\u202ee\tf\\x9b');
    expect(out).not.toMatch(/[\u0000-\u0008\u000b-\u000c\u000e-\u001f\u007f-\u009f\u202e]/);
  });
});
