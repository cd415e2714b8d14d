import { createContext, useContext } from 'react';
import type { Locale } from '../../i18n/locales';
import type { PageId } from '../../routing/routes';

/** Starts loading a page a visitor is likely to open next (on hover or focus of a link to it). */
export type PreloadPage = (locale: Locale, page: PageId) => void;

/** Provided by the app (src/app/App.tsx), which owns page loading; links only ask for it. Stable: it never changes. */
export const PagePreloadContext = createContext<PreloadPage>(() => {});

export const usePagePreload = (): PreloadPage => useContext(PagePreloadContext);
