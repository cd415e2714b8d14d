import { msg } from '@lingui/core/macro';
import { claims } from '../../business/claims';
import type { PageMeta } from '../../seo/head';

const { responseHours } = claims;

export { ContactPage as default } from './ContactPage';

export const meta: PageMeta = {
  title: msg({ message: 'Contact: free initial consultation', comment: 'SEO title of the contact page' }),
  description: msg({
    message:
      `Tell me about your project: reply within ${responseHours} hours, available Monday to Friday from 9:00 to 22:00. Two offices in Hamburg, consultation in German, English and French.`,
    comment: 'Meta description of the contact page; {responseHours} is a number of hours (24)',
  }),
  keywords: msg({
    message: 'contact web developer Hamburg, SEO consultation, request a quote, free consultation',
    comment: 'Meta keywords of the contact page',
  }),
  schemaType: 'ContactPage',
};
