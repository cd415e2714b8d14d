import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../../seo/head';

export { ContactPage as default } from './ContactPage';

export const meta: PageMeta = {
  title: msg({ message: 'Contact: free initial consultation', comment: 'SEO title of the contact page' }),
  description: msg({
    message:
      'Tell me about your project: reply within 24 hours, available Monday to Friday from 9:00 to 22:00. Two offices in Hamburg, consultation in German, English and French.',
    comment: 'Meta description of the contact page',
  }),
  keywords: msg({
    message: 'contact web developer Hamburg, SEO consultation, request a quote, free consultation',
    comment: 'Meta keywords of the contact page',
  }),
  schemaType: 'ContactPage',
};
