'use client';
// next/link in the page's language: href="/about" leads to /as/about on an Assamese page. Components import
// this instead of next/link, so their links stay written as the spec's English paths.
import NextLink from 'next/link';
import { localePath } from '@/lib/i18n/locales';
import { useLocale } from './i18n-provider';

type Props = React.ComponentProps<typeof NextLink>;

export default function Link({ href, ...rest }: Props) {
  const locale = useLocale();
  return <NextLink href={typeof href === 'string' ? localePath(locale, href) : href} {...rest} />;
}
