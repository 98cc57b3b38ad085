// The documents guidance and the accepted types cannot drift apart: every sentence is built from the
// rules the checks use, the checks accept exactly what the sentences list, and no other file states a
// format list or size of its own.
import { describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { AADHAAR_PDF_TIP, APPLICANT_DOCUMENTS, DOCUMENT_HINTS, DOCUMENTS_SUMMARY, TERMS_DOCUMENTS_SENTENCES } from '@/lib/content/document-guidance';
import { allowsContent, allowsNameOrType, DOCUMENT_RULES, FORMATS, MAX_UPLOAD_LABEL, type DocumentRule } from '@/lib/kernel/upload-rules';
import { documentErrors, FILE_MESSAGES } from '@/lib/registration/schema';
import { checkProofFile } from '@/lib/institutions/schema';
import { MAX_UPLOAD_BYTES } from '@/lib/kernel/field-rules';
import { INTERN_CARD_INSTRUCTIONS, MEMBER_HOW_TO_APPLY } from '@/lib/content/internship';

const ALL_LABELS = Object.values(FORMATS).map((f) => f.label);
/** The format words a sentence names, e.g. ['JPG', 'PNG']. */
const formatsIn = (text: string) => ALL_LABELS.filter((label) => new RegExp(`\\b${label}\\b`).test(text));
const labelsOf = (rule: DocumentRule) => rule.formats.map((f) => f.label);
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('the documents guidance', () => {
  it('names exactly the accepted formats of each document, and the size the checks enforce', () => {
    expect(formatsIn(APPLICANT_DOCUMENTS[0])).toEqual(labelsOf(DOCUMENT_RULES.aadhaar));
    expect(formatsIn(APPLICANT_DOCUMENTS[1]).sort()).toEqual(labelsOf(DOCUMENT_RULES.passportPhoto).sort());
    expect(formatsIn(DOCUMENT_HINTS.aadhaar)).toEqual(labelsOf(DOCUMENT_RULES.aadhaar));
    expect(formatsIn(DOCUMENT_HINTS.passportPhoto).sort()).toEqual(labelsOf(DOCUMENT_RULES.passportPhoto).sort());
    expect(formatsIn(DOCUMENT_HINTS.institutionProof).sort()).toEqual(labelsOf(DOCUMENT_RULES.institutionProof).sort());
    expect(MAX_UPLOAD_LABEL).toBe(`${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
    for (const line of [...APPLICANT_DOCUMENTS, ...Object.values(DOCUMENT_HINTS), DOCUMENTS_SUMMARY, TERMS_DOCUMENTS_SENTENCES[1]]) {
      expect(line).toContain(MAX_UPLOAD_LABEL);
    }
  });

  // The spec's rules, checked on what the checks do rather than on how the constants spell them.
  it('keeps the spec\'s rules: Aadhaar as PDF only, photo as JPG, JPEG or PNG, each up to 2 MB', () => {
    const SPEC_MAX = 2 * 1024 * 1024;
    const errors = (aadhaar: ReturnType<typeof file>, photo: ReturnType<typeof file>) => documentErrors('intern', { aadharCard: aadhaar, passportPhoto: photo });
    expect(errors(file('a.pdf', 'application/pdf', SPEC_MAX), file('p.jpeg', 'image/jpeg', SPEC_MAX))).toEqual({});
    for (const photo of [file('p.jpg', 'image/jpeg'), file('p.png', 'image/png')]) expect(errors(file('a.pdf', 'application/pdf'), photo)).toEqual({});
    expect(errors(file('a.jpg', 'image/jpeg'), file('p.pdf', 'application/pdf'))).toEqual({ aadharCard: FILE_MESSAGES.pdfOnly, passportPhoto: FILE_MESSAGES.passportPhotoType.intern });
    expect(errors(file('a.pdf', 'application/pdf', SPEC_MAX + 1), file('p.png', 'image/png', SPEC_MAX + 1)))
      .toEqual({ aadharCard: FILE_MESSAGES.tooBig.intern, passportPhoto: FILE_MESSAGES.tooBig.intern });
    // A PDF-only Aadhaar is what makes the phone tip necessary; it names the format the check wants.
    expect(AADHAAR_PDF_TIP && formatsIn(AADHAAR_PDF_TIP)).toEqual(['PDF']);
  });

  it('is what the pages show: the member How to Apply panel and the card instructions', () => {
    expect(MEMBER_HOW_TO_APPLY).toContain(DOCUMENTS_SUMMARY);
    const process = INTERN_CARD_INSTRUCTIONS.find((b) => b.heading === 'Registration Process')!.bullets.join(' ');
    expect(formatsIn(process).sort()).toEqual([...new Set([...labelsOf(DOCUMENT_RULES.aadhaar), ...labelsOf(DOCUMENT_RULES.passportPhoto)])].sort());
    expect(process).not.toMatch(/Voter ID/);
  });
});

describe('the checks accept exactly what the guidance lists', () => {
  const extensions = ['pdf', 'jpg', 'jpeg', 'png', 'webp', 'gif', 'heic'];
  const mime: Record<string, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif', heic: 'image/heic' };

  it.each(extensions)('a .%s file', (ext) => {
    const listed = (rule: DocumentRule) => rule.formats.some((f) => f.extension === ext);
    const aadhaar = documentErrors('intern', { aadharCard: file(`a.${ext}`, mime[ext]), passportPhoto: file('p.png', 'image/png') }).aadharCard;
    expect(aadhaar).toBe(listed(DOCUMENT_RULES.aadhaar) ? undefined : FILE_MESSAGES.pdfOnly);
    const photo = documentErrors('intern', { aadharCard: file('a.pdf', 'application/pdf'), passportPhoto: file(`p.${ext}`, mime[ext]) }).passportPhoto;
    expect(photo).toBe(listed(DOCUMENT_RULES.passportPhoto) ? undefined : FILE_MESSAGES.passportPhotoType.intern);
    expect(checkProofFile(file(`proof.${ext}`, mime[ext])) === null).toBe(listed(DOCUMENT_RULES.institutionProof));
    expect(allowsNameOrType(DOCUMENT_RULES.passportPhoto, file(`p.${ext}`, mime[ext]))).toBe(listed(DOCUMENT_RULES.passportPhoto));
  });

  it('checks content against the same rules', () => {
    expect(allowsContent(DOCUMENT_RULES.aadhaar, 'pdf')).toBe(true);
    expect(allowsContent(DOCUMENT_RULES.aadhaar, 'jpg')).toBe(false);
    expect(allowsContent(DOCUMENT_RULES.passportPhoto, 'webp')).toBe(false);
  });

  it('enforces the size the guidance states', () => {
    expect(documentErrors('intern', { aadharCard: file('a.pdf', 'application/pdf', MAX_UPLOAD_BYTES), passportPhoto: file('p.png', 'image/png') })).toEqual({});
    expect(documentErrors('intern', { aadharCard: file('a.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1), passportPhoto: file('p.png', 'image/png') }).aadharCard)
      .toBe(FILE_MESSAGES.tooBig.intern);
  });

  it('words the spec\'s own messages within the rules', () => {
    expect(formatsIn(FILE_MESSAGES.pdfOnly)).toEqual(labelsOf(DOCUMENT_RULES.aadhaar));
    for (const m of Object.values(FILE_MESSAGES.passportPhotoType)) for (const f of formatsIn(m)) expect(labelsOf(DOCUMENT_RULES.passportPhoto)).toContain(f);
    for (const m of Object.values(FILE_MESSAGES.tooBig)) expect(m).toContain(MAX_UPLOAD_LABEL);
  });
});

describe('no other file writes its own document rules', () => {
  const ROOT = path.resolve(import.meta.dirname, '../..');
  // The rules, the sentences built from them, and the spec's verbatim validation messages (in the zod-free
  // rules module the registration schemas are built from, so the wizard's first load carries no zod).
  const ALLOWED = new Set(['lib/kernel/upload-rules.ts', 'lib/content/document-guidance.ts', 'lib/registration/schema.ts', 'lib/registration/rules.ts',
    // The public pages' images (event covers, the gallery): their own formats and limits, stated once there.
    'lib/media/web-image.ts', 'lib/media/image-rules.ts',
    // A research report's PDF: its size and refusals, stated once there.
    'lib/media/report-rules.ts']);
  const FORMAT_LIST = /\b(JPE?G|PNG|PDF)\b\s*(,|or|and|\/)\s*\b(JPE?G|PNG|PDF)\b/i;
  const SIZE = /\b\d+\s?(MB|KB)\b/; // upper case: "2 mb-3" is a class list

  async function* sourceFiles(dir: string): AsyncGenerator<string> {
    for (const entry of await readdir(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) yield* sourceFiles(rel);
      else if (/\.tsx?$/.test(entry.name)) yield rel;
    }
  }

  it('finds no format list, Voter ID or size outside the rules (comments aside)', async () => {
    const offending: string[] = [];
    for (const dir of ['app', 'components', 'lib']) {
      for await (const rel of sourceFiles(dir)) {
        if (ALLOWED.has(rel) || rel.startsWith('lib/generated/')) continue;
        const lines = (await readFile(path.join(ROOT, rel), 'utf8')).split('\n');
        lines.forEach((line, i) => {
          const code = line.trim();
          if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*')) return;
          if (FORMAT_LIST.test(code) || /Voter ID/i.test(code) || (SIZE.test(code) && /upload|file|document|photo/i.test(code))) offending.push(`${rel}:${i + 1}: ${code}`);
        });
      }
    }
    expect(offending).toEqual([]);
  });
});
