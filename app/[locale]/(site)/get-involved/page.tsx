import { GET_INVOLVED_PAGE } from '@/lib/content/get-involved';
import { pageMetadata } from '@/lib/content/seo';
import { GetInvolvedPage } from '@/components/site/get-involved-page';
import { localizedMetadata } from '@/lib/i18n/metadata';

export const generateMetadata = localizedMetadata(pageMetadata({ title: 'Get Involved', description: GET_INVOLVED_PAGE.subtitle, path: '/get-involved' }));

export default GetInvolvedPage;
