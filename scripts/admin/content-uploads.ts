// The console's uploads as `npm run admin -- content ...` verbs (issue 35): a gallery photo, a story's photo and a
// research report's PDF. Each stores the file through the same lib/media function the console's form uses (a refused
// file stores nothing) and then calls the same content or stories function, so both audit and publish alike.
import { readFile } from 'node:fs/promises';
import type { Command } from '@/scripts/admin/command';
import { flagText, idArg } from '@/scripts/admin/command';
import { invalid } from '@/lib/kernel/domain-errors';
import { storeWebImage } from '@/lib/media/media-store';
import { storeReportPdf } from '@/lib/media/report-pdf';
import { addGalleryPhoto } from '@/lib/content-store/add-gallery-photo';
import { saveDraft } from '@/lib/content-store/drafts';
import { readItem } from '@/lib/content-store/read';
import { researchReport } from '@/lib/content-store/types/research-report';
import { setStoryPhoto } from '@/lib/staff/stories';

const PHOTO = 'upload-photo --file PHOTO --alt TEXT --caption TEXT [--alt-as/--caption-as/--alt-hi/--caption-hi TEXT] [--publish]';
const STORY = 'story-photo <story-id> --file PHOTO --alt TEXT';
const PDF = 'report-pdf <key> --file REPORT.pdf';

/** The bytes of `--file`, or a refusal naming the usage. */
async function fileFlag(flags: Record<string, string>, usage: string): Promise<Uint8Array> {
  const file = flagText(flags.file);
  if (!file) throw invalid(`Missing --file. Usage: content ${usage}`);
  try {
    return new Uint8Array(await readFile(file));
  } catch (e) {
    throw invalid(`${file} cannot be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}).`);
  }
}

const words = (flags: Record<string, string>, suffix: string) => ({ alt: flagText(flags[`alt${suffix}`]) ?? '', caption: flagText(flags[`caption${suffix}`]) ?? '' });

export const contentUploadCommands: Command[] = [
  {
    name: 'upload-photo', usage: PHOTO, summary: 'add a gallery photo (first in the order) as a draft; --publish shows it on /gallery at once',
    async run({ flags, staff }, io) {
      const image = await storeWebImage(await fileFlag(flags, PHOTO));
      const key = await addGalleryPhoto({ en: { image, ...words(flags, '') }, as: words(flags, '-as'), hi: words(flags, '-hi') }, { publish: flags.publish === 'true' }, staff);
      io.out(flags.publish === 'true' ? `Added and published gallery_photo/${key}.` : `Added gallery_photo/${key} as a draft. Publish it with: content publish gallery_photo ${key}`);
    },
  },
  {
    name: 'story-photo', usage: STORY, summary: "set (or replace) the photo shown with an impact story on /impact",
    async run({ positional, flags, staff }, io) {
      const id = idArg(positional[0], `content ${STORY}`);
      const bytes = await fileFlag(flags, STORY);
      await setStoryPhoto(id, await storeWebImage(bytes), flagText(flags.alt) ?? '', staff);
      io.out(`Story ${id} has its photo: it is shown on /impact while the story is published.`);
    },
  },
  {
    name: 'report-pdf', usage: PDF, summary: "attach a PDF to a research report's draft (publish it to show the link on /research)",
    async run({ positional, flags, staff }, io) {
      const key = positional[0];
      if (!key) throw invalid(`Missing the report's key. Usage: content ${PDF}`);
      const current = await readItem(researchReport, key);
      const pdf = await storeReportPdf(await fileFlag(flags, PDF));
      const saved = await saveDraft(researchReport, key, { ...current.draft, en: { ...current.draft.en, pdf } }, current.version, staff);
      io.out(`Saved ${pdf} on the draft of research_report/${key} (version ${saved.version}). Publish it with: content publish research_report ${key}`);
    },
  },
];
