import { readFileSync } from 'node:fs';
const cat = JSON.parse(readFileSync('lib/i18n/messages/as.json','utf8'));
const keys = new Set(Object.values(cat.sections).flatMap((s: any) => Object.keys(s)));
const NOT_TEXT = new Set(['id', 'href', 'kind', 'src', 'termsHref', 'backHref', 'registerHref', 'image', 'date', 'translated','thumbnail','link','downloadUrl','contactHref','chairmanHref']);
const texts = (o: unknown): string[] => typeof o === 'string' ? [o] : Array.isArray(o) ? o.flatMap(texts) : o && typeof o === 'object' ? Object.entries(o).flatMap(([k, v]) => (NOT_TEXT.has(k) ? [] : texts(v))) : [];
(async()=>{for (const m of process.argv.slice(2)) {
  const mod = await import(`/work/wt/languages/lib/content/${m}.ts`);
  for (const [name, v] of Object.entries(mod)) {
    const all = [...new Set(texts(v))].filter(s => !keys.has(s) && /[a-z]{2}/.test(s));
    if (all.length) console.log(`## ${m}.${name}\n` + all.join('\n'));
  }
}})();
