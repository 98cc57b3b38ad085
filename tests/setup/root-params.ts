// next/root-params is replaced by Next's compiler (the [locale] segment of the page being rendered). Vitest has
// no compiler: a server component rendered in a test reads English, the spec's language and the default.
export const locale = async () => 'en';
