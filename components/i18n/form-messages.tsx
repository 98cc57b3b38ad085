// Around a page's form: the 'forms' section of the page's language (labels, hints, the browser's checks,
// toasts), which only pages with a form carry. Server component; English pages get nothing.
import { browserMessages } from '@/lib/i18n/catalogues';
import { getLocale } from '@/lib/i18n/request-locale';
import { MoreMessages } from './i18n-provider';

export async function FormMessages({ children }: { children: React.ReactNode }) {
  const messages = browserMessages(await getLocale(), 'forms');
  return messages ? <MoreMessages messages={messages}>{children}</MoreMessages> : children;
}
