// Moving content between installations (issue 35): `npm run admin -- content export --out DIR` writes one JSON
// file per type (DIR/<type>.json, items in page order, keys sorted, so two exports of the same content are the
// same bytes) and every uploaded file the items name (images, and reports' PDFs) (DIR/files/<name>, with DIR/files/SHA256SUMS listing
// each file's hash as `sha256sum` writes it: an image's AVIF and WebP files share one name hash, so the name alone
// cannot vouch for the bytes). `content import DIR` checks everything first (each item against its type, each file
// against its listed hash)
// and refuses the whole directory with the reasons if anything is wrong; then writes, per item, only what differs:
// importing the same directory twice changes nothing and makes no new version. A changed item's draft and
// published data are replaced, a new version is numbered after the item's last one, and its pages are published.
import 'server-only';
import { createHash } from 'node:crypto';
import { lstat, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/generated/prisma/client';
import { invalid } from '@/lib/kernel/domain-errors';
import { CONTENT_IMPORT_LIMITS, MEDIA_IMAGE_LIMITS, REPORT_PDF_MAX_BYTES } from '@/lib/limits';
import { audit } from '@/lib/review/audit';
import { inEveryLanguage } from '@/lib/publishing/paths';
import { publishPaths } from '@/lib/publishing/publish';
import { parseMediaKey } from '@/lib/media/media-key';
import { readWebImageFile, saveWebImageFiles } from '@/lib/media/media-store';
import { pdfRefusal, readReportPdf, saveReportPdf } from '@/lib/media/report-pdf';
import { REPORT_FILE } from '@/lib/media/report-rules';
import { CONTENT_TYPES } from '@/lib/content-store/registry';
import { fieldsOf, type AnyContentType } from '@/lib/content-store/content-type';
import { checkItemData, KEY_RULE, readItemData, type ItemData } from '@/lib/content-store/item-data';

export type ExportedItem = { key: string; hidden: boolean; draft: ItemData; published: ItemData | null };
type ExportFile = { type: string; items: ExportedItem[] };

const FILES = 'files';
const FILE_NAME = /^[0-9a-f]{32}-\d{1,5}\.(webp|avif)$/;
const isFileName = (name: string) => FILE_NAME.test(name) || REPORT_FILE.test(name);
const SUMS = 'SHA256SUMS';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** JSON with every object's keys sorted: the same content is the same bytes. */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') return Object.fromEntries(Object.keys(value).sort().map((k) => [k, stable((value as Record<string, unknown>)[k])]));
  return value;
}
const same = (a: unknown, b: unknown) => JSON.stringify(stable(a)) === JSON.stringify(stable(b));

/** The uploaded files an item's data names (its image fields' media keys, its PDF fields' names), in every language. */
function filesOf(type: AnyContentType, data: (ItemData | null)[]): string[] {
  const images = fieldsOf(type).filter((f) => f.kind === 'image').map((f) => f.name);
  const pdfs = fieldsOf(type).filter((f) => f.upload === 'pdf').map((f) => f.name);
  const languages = data.flatMap((d) => (d ? [d.en, d.as ?? {}, d.hi ?? {}] : []));
  return [
    ...languages.flatMap((fields) => images.map((k) => parseMediaKey(String(fields[k] ?? ''))).flatMap((m) => (m ? [...m.files, ...m.avif] : [])))
      .map((f) => f.src.slice(f.src.lastIndexOf('/') + 1)),
    ...languages.flatMap((fields) => pdfs.map((k) => String(fields[k] ?? ''))).filter((name) => REPORT_FILE.test(name)),
  ];
}

/** A stored file's bytes by the name an item gives it. */
const readStored = async (name: string) => (REPORT_FILE.test(name) ? readReportPdf(name) : (await readWebImageFile(name))?.bytes ?? null);

/** Writes every type's items (not deleted) and their files under `dir`; returns what it wrote. */
export async function exportContent(dir: string): Promise<{ types: number; items: number; files: number }> {
  await mkdir(path.join(dir, FILES), { recursive: true });
  let items = 0;
  const files = new Set<string>();
  for (const type of CONTENT_TYPES) {
    const rows = await db.contentItem.findMany({ where: { type: type.type, deletedAt: null }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] });
    const out: ExportFile = {
      type: type.type,
      items: rows.map((r) => ({ key: r.key, hidden: r.hidden, draft: readItemData(r.draft), published: r.published ? readItemData(r.published) : null })),
    };
    for (const i of out.items) filesOf(type, [i.draft, i.published]).forEach((f) => files.add(f));
    items += out.items.length;
    await writeFile(path.join(dir, `${type.type}.json`), `${JSON.stringify(stable(out), null, 1)}\n`);
  }
  const sums: string[] = [];
  for (const name of [...files].sort()) {
    const bytes = await readStored(name);
    if (!bytes) throw invalid(`The file ${name} is named by an item but is not in the store: nothing can be exported until it is back.`);
    await writeFile(path.join(dir, FILES, name), bytes);
    sums.push(`${sha256(bytes)}  ${name}\n`);
  }
  await writeFile(path.join(dir, FILES, SUMS), sums.join(''));
  return { types: CONTENT_TYPES.length, items, files: files.size };
}

type Checked = { type: AnyContentType; items: ExportedItem[] };

/**
 * A file of the directory, or why it is refused. The directory may come from anyone: a link could name a file
 * outside it (whose first words a JSON error would print) and a huge file would fill the memory, so only plain
 * files within the limit are read.
 */
async function readPlainFile(file: string, maxBytes: number): Promise<Buffer | string | null> {
  const stat = await lstat(file).catch(() => null);
  if (!stat) return null;
  if (!stat.isFile()) return 'not a plain file (a link or a folder); give the files `content export` wrote.';
  if (stat.size > maxBytes) return `larger than ${maxBytes / (1024 * 1024)} MB; no export of this site's content is that large.`;
  return readFile(file);
}

/** Reads and checks the whole directory; every problem is named, with its file. */
async function readExport(dir: string): Promise<{ checked: Checked[]; files: Map<string, Buffer> }> {
  const problems: string[] = [];
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  } catch {
    throw invalid(`${dir} is not a directory that can be read.`);
  }
  if (!names.length) throw invalid(`${dir} has no <type>.json files: give the directory \`content export --out\` wrote.`);
  const checked: Checked[] = [];
  for (const name of names) {
    const type = CONTENT_TYPES.find((t) => `${t.type}.json` === name);
    if (!type) { problems.push(`${name}: not a content type of this installation (${CONTENT_TYPES.map((t) => t.type).join(', ')}).`); continue; }
    const text = await readPlainFile(path.join(dir, name), CONTENT_IMPORT_LIMITS.maxJsonBytes);
    if (typeof text === 'string' || !text) { problems.push(`${name}: ${text ?? 'missing'}`); continue; }
    let parsed: ExportFile;
    try {
      parsed = JSON.parse(text.toString('utf8')) as ExportFile;
    } catch (e) {
      problems.push(`${name}: not JSON (${(e as Error).message}).`);
      continue;
    }
    if (!parsed || parsed.type !== type.type || !Array.isArray(parsed.items)) { problems.push(`${name}: expected { "type": "${type.type}", "items": [...] }.`); continue; }
    const items: ExportedItem[] = [];
    const seen = new Set<string>();
    for (const [n, raw] of parsed.items.entries()) {
      const where = `${name}, item ${n + 1}`;
      if (!raw || typeof raw.key !== 'string' || !KEY_RULE.test(raw.key)) { problems.push(`${where}: its key is missing or not a key (lower-case letters, digits and dashes).`); continue; }
      if (seen.has(raw.key)) { problems.push(`${where}: the key "${raw.key}" appears twice.`); continue; }
      seen.add(raw.key);
      try {
        items.push({ key: raw.key, hidden: raw.hidden === true, draft: checkItemData(type, raw.draft), published: raw.published == null ? null : checkItemData(type, raw.published) });
      } catch (e) {
        problems.push(`${where} ("${raw.key}"): ${(e as Error).message}`);
      }
    }
    checked.push({ type, items });
  }
  const files = new Map<string, Buffer>();
  const needed = new Set(checked.flatMap((c) => c.items.flatMap((i) => filesOf(c.type, [i.draft, i.published]))));
  const sums = await readPlainFile(path.join(dir, FILES, SUMS), CONTENT_IMPORT_LIMITS.maxJsonBytes);
  if (typeof sums === 'string') problems.push(`${FILES}/${SUMS}: ${sums}`);
  const listed = new Map((Buffer.isBuffer(sums) ? sums.toString('utf8') : '')
    .split('\n').map((line) => /^([0-9a-f]{64}) [ *](\S+)$/.exec(line)).filter((m) => m !== null).map((m) => [m[2]!, m[1]!]));
  for (const name of [...needed].sort()) {
    if (!isFileName(name)) { problems.push(`${FILES}/${name}: not an image or report file name of this installation.`); continue; }
    const bytes = await readPlainFile(path.join(dir, FILES, name), REPORT_FILE.test(name) ? REPORT_PDF_MAX_BYTES : MEDIA_IMAGE_LIMITS.maxBytes);
    if (typeof bytes === 'string') { problems.push(`${FILES}/${name}: ${bytes}`); continue; }
    if (!bytes) { problems.push(`${FILES}/${name}: named by an item but missing.`); continue; }
    if (listed.get(name) !== sha256(bytes)) { problems.push(`${FILES}/${name}: its bytes do not match its hash in ${FILES}/${SUMS} (damaged, replaced or not listed).`); continue; }
    // A PDF is served to every visitor: checked again as the upload was, whatever the directory's hashes say.
    const refusal = REPORT_FILE.test(name) ? pdfRefusal(bytes) : null;
    if (refusal) { problems.push(`${FILES}/${name}: ${refusal}`); continue; }
    files.set(name, bytes);
  }
  if (problems.length) throw invalid(`Nothing was imported. Fix these and run it again:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  return { checked, files };
}

/** Imports a directory `exportContent` wrote; returns how many items were added and changed. */
export async function importContent(dir: string, staff: string): Promise<{ added: number; changed: number; unchanged: number }> {
  const { checked, files } = await readExport(dir);
  // Files first: an item never names a file that is not there, and a failed import leaves only unnamed files.
  const images = [...files].filter(([name]) => FILE_NAME.test(name));
  await saveWebImageFiles(images.map(([name, bytes]) => ({ name, bytes, width: 0, height: 0, format: name.endsWith('.avif') ? 'avif' as const : 'webp' as const })));
  await Promise.all([...files].filter(([name]) => REPORT_FILE.test(name)).map(([name, bytes]) => saveReportPdf(name, bytes)));
  const counts = { added: 0, changed: 0, unchanged: 0 };
  for (const { type, items } of checked) {
    for (const [order, item] of items.entries()) {
      const outcome = await db.$transaction((tx) => importItem(tx, type, item, order, staff));
      counts[outcome]++;
    }
  }
  return counts;
}

async function importItem(tx: Prisma.TransactionClient, type: AnyContentType, item: ExportedItem, sortOrder: number, staff: string) {
  const row = await tx.contentItem.findUnique({ where: { type_key: { type: type.type, key: item.key } } });
  const published = item.published as Prisma.InputJsonValue | undefined;
  const draft = item.draft as Prisma.InputJsonValue;
  const pages = (d: (ItemData | null)[]) => d.flatMap((x) => (x ? type.paths({ key: item.key, data: x.en as never }) : [])).flatMap(inEveryLanguage);
  if (!row) {
    const created = await tx.contentItem.create({
      data: {
        type: type.type, key: item.key, sortOrder, hidden: item.hidden, draft, updatedBy: staff,
        ...(published ? { published, publishedAt: new Date(), versions: { create: { version: 1, data: published, publishedBy: staff } } } : {}),
      },
    });
    await audit(tx, { staff, action: 'content.import', entityType: 'content', entityId: created.id, detail: { type: type.type, key: item.key, added: true } });
    if (item.published) await publishPaths(tx, pages([item.published]));
    return 'added' as const;
  }
  const before = { draft: readItemData(row.draft), published: row.published ? readItemData(row.published) : null };
  const publishedChanged = item.published !== null && !same(before.published, item.published);
  if (same(before.draft, item.draft) && !publishedChanged && row.hidden === item.hidden && row.sortOrder === sortOrder && !row.deletedAt) return 'unchanged' as const;
  if (publishedChanged) {
    const last = await tx.contentVersion.aggregate({ where: { itemId: row.id }, _max: { version: true } });
    await tx.contentVersion.create({ data: { itemId: row.id, version: (last._max.version ?? 0) + 1, data: published!, publishedBy: staff } });
  }
  await tx.contentItem.update({
    where: { id: row.id },
    data: {
      draft, hidden: item.hidden, sortOrder, deletedAt: null, updatedBy: staff,
      ...(same(before.draft, item.draft) ? {} : { version: { increment: 1 } }),
      ...(publishedChanged ? { published, publishedAt: new Date() } : {}),
    },
  });
  await audit(tx, { staff, action: 'content.import', entityType: 'content', entityId: row.id, detail: { type: type.type, key: item.key, published: publishedChanged } });
  await publishPaths(tx, pages([before.published, item.published]));
  return 'changed' as const;
}
