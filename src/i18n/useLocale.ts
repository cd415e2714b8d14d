import { useLingui } from '@lingui/react';
import type { Locale } from './locales';

/** The language of the page being rendered (the active catalog's locale). */
export function useLocale(): Locale {
  return useLingui().i18n.locale as Locale;
}
