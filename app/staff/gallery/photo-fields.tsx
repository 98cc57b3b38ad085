// The words of a gallery photo in the console's forms: alt text and caption in English (required) and, optionally,
// Assamese and Hindi; and the file field. Shared by the new-photo form and a photo's page.
import { IMAGE_ACCEPT, IMAGE_FORMATS_LABEL, IMAGE_SIZE_LABEL } from '@/lib/media/image-rules';
import { Field } from '../_ui/field';

type Words = { alt?: string; caption?: string };
const LANGS = [['en', 'English (required)'], ['as', 'Assamese (optional)'], ['hi', 'Hindi (optional)']] as const;

export function PhotoFields({ data, replacing }: { data?: { en?: Words; as?: Words; hi?: Words }; replacing?: boolean }) {
  return (
    <>
      <div className="grid gap-1">
        <label htmlFor="photo" className="text-sm font-semibold text-slate-800">{replacing ? `Replace the photo (${IMAGE_FORMATS_LABEL}; optional)` : `Photo (${IMAGE_FORMATS_LABEL})`}</label>
        <p id="photo-hint" className="text-sm text-slate-600">Up to {IMAGE_SIZE_LABEL}. Location and camera details are removed before it is stored.{replacing ? ' Leave empty to keep the current photo.' : ''}</p>
        <input id="photo" name="photo" type="file" accept={IMAGE_ACCEPT} aria-describedby="photo-hint" className="min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base" />
      </div>
      {LANGS.map(([lang, name]) => (
        <fieldset key={lang} className="grid gap-3 rounded-md border border-slate-300 p-3">
          <legend className="px-1 text-sm font-semibold">{name}</legend>
          <Field label={`Alt text (${lang})`} name={`${lang}.alt`} required={lang === 'en'} maxLength={300} defaultValue={data?.[lang]?.alt ?? ''} hint={lang === 'en' ? 'What the photo shows, for people who cannot see it.' : undefined} />
          <Field label={`Caption (${lang})`} name={`${lang}.caption`} required={lang === 'en'} maxLength={200} defaultValue={data?.[lang]?.caption ?? ''} />
        </fieldset>
      ))}
    </>
  );
}
