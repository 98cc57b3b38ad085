// /staff/content/{type}/new: a new item's first draft (editors and admins). Nothing is public until it is published.
import type { Metadata } from 'next';
import Link from 'next/link';
import { EditorForm } from '../../editor-form';
import { editorLanguages, openContentType } from '../../content-page';

export const metadata: Metadata = { title: 'New content item' };

export default async function NewItem({ params }: { params: Promise<{ type: string }> }) {
  const { type: typeName } = await params;
  const { type } = await openContentType(typeName, 'content', `/staff/content/${typeName}/new`);
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8">
      <p><Link href={`/staff/content/${type.type}`} className="text-brand-700 underline">{type.label}</Link></p>
      <h1 className="mt-2 text-2xl font-bold">{`New item: ${type.label}`}</h1>
      <p className="mt-2 text-slate-700">English is required; Assamese and Hindi are optional. Pages in a language without its translation show the English.</p>
      <div className="mt-4"><EditorForm typeName={type.type} itemKey={null} version={null} languages={editorLanguages(type)} initial={{}} /></div>
    </main>
  );
}
