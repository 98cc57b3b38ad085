// /workspace is the same page as /get-involved; its canonical URL points there.
import { GET_INVOLVED_PAGE } from '@/lib/content/get-involved';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { GetInvolvedPage } from '@/components/site/get-involved-page';

export const generateMetadata = localizedPageMetadata({ title: 'Get Involved', description: GET_INVOLVED_PAGE.subtitle, path: '/get-involved' });

export default GetInvolvedPage;
