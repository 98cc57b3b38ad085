// `npm run admin -- content ...`: the site's content for automation. Every verb calls the lib/content-store function
// the console (app/staff/content) calls, so both audit and publish the same way (docs/decisions/029).
import { readFile } from 'node:fs/promises';
import { type CommandGroup, flagText, withUsage } from '@/scripts/admin/command';
import { formatDateTime, formatTable } from '@/scripts/admin/table';
import { invalid } from '@/lib/kernel/domain-errors';
import { CONTENT_TYPES, contentType } from '@/lib/content-store/registry';
import { saveDraft } from '@/lib/content-store/drafts';
import { hide, markDeleted, publish, reorder, restore, unhide } from '@/lib/content-store/publishing';
import { listItems, readItem } from '@/lib/content-store/read';
import { contentTransferCommands } from './content-transfer';
import { contentUploadCommands } from './content-uploads';

const need = (value: string | undefined, what: string, usage: string) => {
  if (!value) throw invalid(`Missing ${what}. Usage: content ${usage}`);
  return value;
};
/** The type and key of `<type> <key>` commands. */
const item = (positional: string[], usage: string) => ({ type: contentType(need(positional[0], 'the type', usage)), key: need(positional[1], 'the key', usage) });

const SAVE = 'save <type> <key> --file data.json [--base VERSION]';
const PUBLISH = 'publish <type> <key> [--base VERSION]';

export const content: CommandGroup = {
  name: 'content',
  summary: "the site's content: list, save drafts, publish, hide, delete, restore, reorder; upload photos and report PDFs; export and import between installations",
  commands: [
    {
      name: 'types', usage: 'types', summary: 'the content types and their items',
      async run(_, io) {
        const rows = await Promise.all(CONTENT_TYPES.map(async (t) => ({ t, items: await listItems(t) })));
        if (!rows.length) return io.out('No content types.');
        io.out(formatTable(rows, [
          { header: 'type', value: (r) => r.t.type }, { header: 'items', value: (r) => r.items.length, align: 'right' },
          { header: 'lacking a translation', value: (r) => r.items.filter((i) => i.missing.length).length, align: 'right' }, { header: 'label', value: (r) => r.t.label },
        ]));
      },
    },
    {
      name: 'list', usage: 'list <type> [--missing]', summary: "a type's items in page order (--missing: only those lacking a translation)",
      async run({ positional, flags }, io) {
        const type = contentType(need(positional[0], 'the type', 'list <type> [--missing]'));
        const rows = (await listItems(type)).filter((i) => flags.missing !== 'true' || i.missing.length);
        if (!rows.length) return io.out('No items.');
        io.out(formatTable(rows, [
          { header: 'key', value: (i) => i.key, max: 48 }, { header: 'state', value: (i) => `${i.state}${i.hidden ? ', hidden' : ''}` },
          { header: 'version', value: (i) => i.version, align: 'right' }, { header: 'lacks', value: (i) => i.missing.join(' ') || '-' },
          { header: 'changed (IST)', value: (i) => formatDateTime(i.updatedAt) }, { header: 'title', value: (i) => i.title, max: 50 },
        ]));
      },
    },
    {
      name: 'show', usage: 'show <type> <key>', summary: 'the draft (as JSON, with its version) and the published versions',
      async run({ positional }, io) {
        const { type, key } = item(positional, 'show <type> <key>');
        const i = await readItem(type, key);
        io.out(JSON.stringify({ key: i.key, version: i.version, hidden: i.hidden, draft: i.draft }, null, 2));
        for (const v of i.versions) io.out(`version ${v.version}: published ${formatDateTime(v.publishedAt)} by ${v.publishedBy}${v.restoredFrom ? ` (restored from ${v.restoredFrom})` : ''}`);
      },
    },
    {
      name: 'save', usage: SAVE, summary: 'save a draft from a JSON file { en: {...}, as?: {...}, hi?: {...} }; without --base it creates the item',
      async run({ positional, flags, staff }, io) {
        const { type, key } = item(positional, SAVE);
        const file = need(flagText(flags.file), '--file', SAVE);
        let data: unknown;
        try { data = JSON.parse(await readFile(file, 'utf8')); } catch (e) { throw invalid(`${file} is not readable JSON (${(e as Error).message}).`); }
        const base = flagText(flags.base);
        if (base !== undefined && !/^\d{1,9}$/.test(base)) throw invalid(`--base "${base}" is not a version number. Usage: content ${SAVE}`);
        const saved = await withUsage(`content ${SAVE}`, saveDraft(type, key, data, base === undefined ? null : Number(base), staff));
        io.out(`Saved the draft of ${type.type}/${saved.key} (version ${saved.version}). Publish it with: content publish ${type.type} ${saved.key}`);
      },
    },
    {
      name: 'publish', usage: PUBLISH, summary: 'publish the draft on every page that uses it, on every instance (--base: only if the draft is still that version)',
      async run({ positional, flags, staff }, io) {
        const { type, key } = item(positional, PUBLISH);
        const base = flagText(flags.base);
        if (base !== undefined && !/^\d{1,9}$/.test(base)) throw invalid(`--base "${base}" is not a version number. Usage: content ${PUBLISH}`);
        const done = await publish(type, key, staff, base === undefined ? undefined : Number(base));
        io.out(done.changed ? `Published ${type.type}/${key} as version ${done.version}.` : `Nothing new: ${type.type}/${key} version ${done.version} is the draft.`);
      },
    },
    ...(['hide', 'unhide'] as const).map((verb) => ({
      name: verb, usage: `${verb} <type> <key>`, summary: verb === 'hide' ? 'take an item off every page (kept)' : 'show a hidden item again',
      async run({ positional, staff }: { positional: string[]; staff: string }, io: { out(t: string): void }) {
        const { type, key } = item(positional, `${verb} <type> <key>`);
        await (verb === 'hide' ? hide : unhide)(type, key, staff);
        io.out(`${verb === 'hide' ? 'Hidden' : 'Shown'}: ${type.type}/${key}.`);
      },
    })),
    {
      name: 'delete', usage: 'delete <type> <key> --confirm', summary: 'mark an item deleted: off every page and the console; its history stays',
      async run({ positional, flags, staff }, io) {
        const { type, key } = item(positional, 'delete <type> <key> --confirm');
        if (flags.confirm !== 'true') throw invalid('Add --confirm: the item leaves every page and its key cannot be used again.');
        await markDeleted(type, key, staff);
        io.out(`Deleted ${type.type}/${key}.`);
      },
    },
    {
      name: 'restore', usage: 'restore <type> <key> <version> --confirm', summary: 'make a published version the draft and publish it again',
      async run({ positional, flags, staff }, io) {
        const usage = 'restore <type> <key> <version> --confirm';
        const { type, key } = item(positional, usage);
        const version = need(positional[2], 'the version', usage);
        if (!/^\d{1,9}$/.test(version)) throw invalid(`"${version}" is not a version number. Usage: content ${usage}`);
        if (flags.confirm !== 'true') throw invalid('Add --confirm: the version replaces the draft and is published at once.');
        const done = await restore(type, key, Number(version), staff);
        io.out(`Restored version ${version} of ${type.type}/${key}; published as version ${done.version}.`);
      },
    },
    {
      name: 'reorder', usage: 'reorder <type> <key> [<key> ...]', summary: "put these items first, in this order (the type's others follow)",
      async run({ positional, staff }, io) {
        const usage = 'reorder <type> <key> [<key> ...]';
        const type = contentType(need(positional[0], 'the type', usage));
        if (positional.length < 2) throw invalid(`Name the keys in their new order. Usage: content ${usage}`);
        await reorder(type, positional.slice(1), staff);
        io.out(`Reordered ${type.type}: ${positional.slice(1).join(', ')} first.`);
      },
    },
    ...contentUploadCommands,
    ...contentTransferCommands,
  ],
};
