import { withBelowFoldText } from '../../i18n/belowFoldText';
import { faqStructuredDataFor } from '../../seo/faqStructuredData';
import type { StructuredDataBuilder } from '../../seo/head';
import { aboutFaq } from './belowFold/content';

/** The about page's extra JSON-LD: the questions it answers (their text is in the below-the-fold catalog). */
export const aboutStructuredData: StructuredDataBuilder = async ({ i18n, url }) => [faqStructuredDataFor(await withBelowFoldText('about', i18n), url, aboutFaq)];
