import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../../seo/head';

export { OfflinePage as default } from './OfflinePage';

/** Not a route: the service worker shows this page offline for pages never saved on the device. */
export const meta: PageMeta = {
  title: msg({ message: 'You are offline', comment: 'Title of the offline page (shown by the service worker without a connection)' }),
  description: msg({
    message: 'This page is not saved on this device and needs an internet connection.',
    comment: 'Meta description of the offline page',
  }),
  keywords: msg({ message: 'offline', comment: 'Meta keywords of the offline page' }),
  noindex: true,
};
