import { faqStructuredDataFor } from '../../seo/faqStructuredData';
import type { StructuredDataBuilder } from '../../seo/head';
import { aboutFaq } from './content';

/** The about page's extra JSON-LD: the questions it answers. */
export const aboutStructuredData: StructuredDataBuilder = ({ i18n, url }) => [faqStructuredDataFor(i18n, url, aboutFaq)];
