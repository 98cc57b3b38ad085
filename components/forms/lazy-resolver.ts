// A react-hook-form resolver whose code (zod, @hookform/resolvers and the form's schema: about 40 KB gzip,
// more than the form itself) is fetched when the form is first touched, not with the page: a phone shows
// the form sooner, and the schema is still the one shared with the server. `warm` starts the download
// early (on focus); validation waits for it if it has not arrived yet.
import type { FieldValues, Resolver } from 'react-hook-form';
import { loadOnce } from './load-once';

export function lazyResolver<V extends FieldValues, C, O extends FieldValues>(load: () => Promise<Resolver<V, C, O>>) {
  const warm = loadOnce(load);
  const resolver: Resolver<V, C, O> = async (values, context, options) => (await warm())(values, context, options);
  return { resolver, warm: () => { warm().catch(() => { /* retried on the next validation */ }); } };
}
