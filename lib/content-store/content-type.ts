// What a content type is (docs/decisions/029): its fields, each of a kind the console's one editor knows how to
// show (text, long text, rich text, date, number, select, yes/no, image), which of them are translated, and the
// public pages an item of it appears on. `schema` is ONE language's fields, built from the fields, so the editor,
// the save and the pages read one description. Plain data (no server code): pages and the console import it.
import { z } from '../kernel/zod';
import { CONTROL_CHARACTERS_MESSAGE, isCleanText, requiredMessage, tooLongMessage } from '../kernel/text';
import { sanitizeRichText } from './rich-text';

export type FieldKind = 'text' | 'longText' | 'richText' | 'date' | 'number' | 'select' | 'boolean' | 'image';

type Base = { label: string; hint?: string; required: boolean };
export type FieldSpec<T = unknown> = Base & {
  kind: FieldKind;
  schema: z.ZodType<T>;
  max?: number;
  min?: number;
  options?: readonly { value: string; label: string }[];
  /** A text field the console can also fill from an uploaded file (a report's PDF, lib/media/report-pdf.ts). */
  upload?: 'pdf';
};

type Opts = { required?: boolean; hint?: string; max?: number };

const words = (label: string, max: number, multiline: boolean, required: boolean) => {
  const s = z.string().trim().max(max, tooLongMessage(label, max)).refine((v) => isCleanText(v, { multiline }), CONTROL_CHARACTERS_MESSAGE);
  return required ? s.min(1, requiredMessage(label)) : s;
};

/** The field kinds: `field.text('Title', { max: 150 })`. Optional fields hold '' (or null for numbers) when empty. */
export const field = {
  text: (label: string, o: Opts = {}): FieldSpec<string> => ({ kind: 'text', label, hint: o.hint, required: o.required ?? true, max: o.max ?? 200, schema: words(label, o.max ?? 200, false, o.required ?? true) }),
  longText: (label: string, o: Opts = {}): FieldSpec<string> => ({ kind: 'longText', label, hint: o.hint, required: o.required ?? true, max: o.max ?? 5000, schema: words(label, o.max ?? 5000, true, o.required ?? true) }),
  /** Paragraphs, lists, bold, italic and links only: cleaned on save (./rich-text.ts). */
  richText: (label: string, o: Opts = {}): FieldSpec<string> => {
    const max = o.max ?? 20_000;
    const base = z.string().max(max, tooLongMessage(label, max)).transform(sanitizeRichText);
    const required = o.required ?? true;
    return { kind: 'richText', label, hint: o.hint, required, max, schema: required ? base.refine((v) => v.replace(/<[^>]*>/g, '').trim() !== '', requiredMessage(label)) : base };
  },
  /** A calendar day, YYYY-MM-DD (a day in India; no time). */
  date: (label: string, o: Omit<Opts, 'max'> = {}): FieldSpec<string> => {
    const day = z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, `${label}: give a date as YYYY-MM-DD.`).refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), `${label}: this is not a real date.`);
    const required = o.required ?? true;
    return { kind: 'date', label, hint: o.hint, required, schema: required ? day : z.union([z.literal(''), day]) };
  },
  number: (label: string, o: { required?: boolean; hint?: string; min?: number; max?: number } = {}): FieldSpec<number | null> => {
    const n = z.coerce.number({ message: `${label} must be a number.` }).int(`${label} must be a whole number.`)
      .min(o.min ?? 0, `${label} must be at least ${o.min ?? 0}.`).max(o.max ?? 1_000_000_000, `${label} must be at most ${o.max ?? 1_000_000_000}.`);
    const required = o.required ?? true;
    const schema = required ? n : z.preprocess((v) => (v === '' || v === undefined ? null : v), n.nullable());
    return { kind: 'number', label, hint: o.hint, required, min: o.min ?? 0, max: o.max, schema: schema as z.ZodType<number | null> };
  },
  select: <const V extends string>(label: string, options: readonly { value: V; label: string }[], o: { hint?: string } = {}): FieldSpec<V> => ({
    kind: 'select', label, hint: o.hint, required: true, options,
    schema: z.string().refine((v): v is V => options.some((x) => x.value === v), `${label}: choose one of the options.`) as unknown as z.ZodType<V>,
  }),
  boolean: (label: string, o: { hint?: string } = {}): FieldSpec<boolean> => ({
    kind: 'boolean', label, hint: o.hint, required: false,
    schema: z.preprocess((v) => v === true || v === 'on' || v === 'true', z.boolean()) as z.ZodType<boolean>,
  }),
  /** An image's media key (lib/media/media-key.ts); the console's upload widget fills it. */
  image: (label: string, o: Omit<Opts, 'max'> = {}): FieldSpec<string> => {
    const key = z.string().trim().max(400, tooLongMessage(label, 400));
    const required = o.required ?? true;
    return { kind: 'image', label, hint: o.hint, required, schema: required ? key.min(1, requiredMessage(label)) : key };
  },
};

type Fields = Record<string, FieldSpec>;
export type DataOf<F extends Fields> = { [K in keyof F]: F[K] extends FieldSpec<infer T> ? T : never };

/** A stored item's data: every field in English, and the translated fields an editor wrote in Assamese or Hindi. */
export type Translations<D> = { en: D; as?: Partial<D>; hi?: Partial<D> };

export type ContentType<F extends Fields = Fields, N extends string = string> = {
  /** The stored `type` (snake_case), and the console's address for it. */
  type: N;
  /** The console's name for it ("Gallery photos"). */
  label: string;
  fields: F;
  /** ONE language's fields, checked on every save. */
  schema: z.ZodType<DataOf<F>>;
  /** The fields written per language; the others (dates, numbers, images) are the English entry's for every page. */
  translatable: readonly (keyof F & string)[];
  /** The public pages an item appears on, unprefixed ('/gallery'); lib/publishing adds the languages. */
  paths(item: { key: string; data: DataOf<F> }): string[];
  /** The console's one-line name of an item in lists ("Tea garden workshop"): by default its key. */
  title?(data: DataOf<F>): string;
};

/** A content type, with its schema built from its fields. One per file in ./types/, listed in ./registry.ts. */
export function defineContentType<const N extends string, F extends Fields>(t: Omit<ContentType<F, N>, 'schema'>): ContentType<F, N> {
  const shape = Object.fromEntries(Object.entries(t.fields).map(([k, f]) => [k, f.schema]));
  return { ...t, schema: z.object(shape) as unknown as z.ZodType<DataOf<F>> };
}

/** A type's fields as the console lists them, in their declared order. */
export const fieldsOf = (t: AnyContentType) => Object.entries(t.fields as Fields).map(([name, spec]) => ({ name, ...spec }));

/** The schema of one translation: the translated fields only, each optional (an empty one is left out). */
export function translationSchema(t: AnyContentType) {
  const shape = Object.fromEntries(t.translatable.map((k) => [k, t.fields[k].schema.optional()]));
  return z.preprocess(
    (v) => (v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).filter(([, x]) => typeof x !== 'string' || x.trim() !== '')) : v),
    z.object(shape).strict(),
  );
}

/** Any content type, whatever its fields (what the store's functions and the registry take). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a type's own fields are checked where it is defined
export type AnyContentType = ContentType<any>;
