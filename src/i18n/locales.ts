/** The site's languages, German first because it is the default. */
export const locales = ['de', 'en', 'fr'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'de';

/** BCP 47 tags for Intl formatting, `og:locale` and structured data. */
export const localeTags: Record<Locale, string> = {
  de: 'de-DE',
  en: 'en-US',
  fr: 'fr-FR',
};

/** Path prefix of each language; German lives at the root. */
export const localePrefixes: Record<Locale, string> = {
  de: '',
  en: '/en',
  fr: '/fr',
};

/** Names of the languages in their own language: never translated. */
export const localeNativeNames: Record<Locale, string> = {
  de: 'Deutsch',
  en: 'English',
  fr: 'Français',
};

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}
