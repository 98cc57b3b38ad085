// The content console's door for a type's pages: the staff member with the permission (lib/staff/guard.ts),
// and the type named in the address, or 404. The editor form's description of the type's fields (plain data:
// the schema stays on the server).
import 'server-only';
import { notFound } from 'next/navigation';
import { requireStaff } from '@/lib/staff/guard';
import type { Permission } from '@/lib/staff/roles';
import { CONTENT_TYPES } from '@/lib/content-store/registry';
import { fieldsFor, LANGUAGES } from './form-values';
import type { EditorLanguage } from './editor-form-fields';

export async function openContentType(typeName: string, permission: Permission, here: string) {
  const session = await requireStaff(permission, here);
  const type = CONTENT_TYPES.find((t) => t.type === typeName);
  if (!type) notFound();
  return { session, type };
}

export const editorLanguages = (type: (typeof CONTENT_TYPES)[number]): EditorLanguage[] => LANGUAGES.map(([lang, label]) => ({
  lang, label,
  fields: fieldsFor(type, lang).map(({ name, kind, label: l, hint, required, max, min, options, upload }) => ({ name, kind, label: l, hint, required, max, min, options, upload })),
})).filter((l) => l.fields.length);
