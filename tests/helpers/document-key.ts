// A DOCUMENT_KEY rotation inside a test: set the list and reload the modules, as a server started with it would load
// them, and run the admin script's `documents` group under it.
import { vi } from 'vitest';

export async function withDocumentKeyList(list: string) {
  process.env.DOCUMENT_KEY = list;
  vi.resetModules();
  return {
    admin: async (...argv: string[]) => {
      const { runAdmin } = await import('@/scripts/admin/run');
      const { documents } = await import('@/scripts/admin/documents');
      const out: string[] = [];
      const code = await runAdmin([...argv, '--by', 'Rekey Tester'], [documents], { out: (t) => out.push(t), err: (t) => out.push(t) });
      return { code, out: out.join('\n') };
    },
  };
}
