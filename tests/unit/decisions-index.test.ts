// docs/decisions is read by number ("why? see 017"): each number names one note, none is skipped, and the
// index lists every note, so a newcomer finds them all from docs/decisions/README.md.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = path.resolve(import.meta.dirname, '../../docs/decisions');
const notes = readdirSync(DIR).filter((f) => /^\d{3}-.+\.md$/.test(f)).sort();
const numbers = notes.map((f) => Number(f.slice(0, 3)));

describe('the design decisions', () => {
  it('use each number once, from 001 with none skipped', () => {
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it('open with their own number as the heading', () => {
    for (const note of notes) expect(readFileSync(path.join(DIR, note), 'utf8')).toMatch(new RegExp(`^# ${note.slice(0, 3)} \\S`));
  });

  it('are all linked from the index, which links nothing that is not there', () => {
    const index = readFileSync(path.join(DIR, 'README.md'), 'utf8');
    const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((m) => m[1]).sort();
    expect(linked).toEqual(notes);
  });
});
