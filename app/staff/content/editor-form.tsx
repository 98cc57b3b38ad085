// The editor form, bound to its item: the server side of ./editor-form-fields.tsx (a client component may not
// import the server action's module; it is handed the action instead, as app/staff/_ui/action-form.tsx is).
import { saveItemAction } from './actions';
import { EditorFormFields, type EditorLanguage } from './editor-form-fields';
import type { Values } from './form-values';

export type { EditorLanguage };

export function EditorForm({ typeName, itemKey, version, languages, initial }: { typeName: string; itemKey: string | null; version: number | null; languages: EditorLanguage[]; initial: Values }) {
  return <EditorFormFields save={saveItemAction.bind(null, typeName, itemKey)} itemKey={itemKey} version={version} languages={languages} initial={initial} />;
}
