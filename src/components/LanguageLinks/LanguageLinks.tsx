import { Link, useLocation } from 'wouter';
import { localeNativeNames, locales } from '../../i18n/locales';
import { useLocale } from '../../i18n/useLocale';
import { pageOfPath, switchLocalePath } from '../../routing/resolve';
import { usePagePreload } from '../PageLink/pagePreload';

export interface LanguageLinksProps {
  className?: string;
  linkClassName?: string;
  /** 'short' shows DE/EN/FR (the native name is the accessible name), 'long' the native names. */
  variant: 'short' | 'long';
  onSelect?: () => void;
}

/**
 * The language switcher: the current page in each language, from the route
 * table (an unknown page falls back to that language's home). Language names
 * are written in their own language, as switchers conventionally are.
 */
export function LanguageLinks({ className, linkClassName, variant, onSelect }: LanguageLinksProps) {
  const [location] = useLocation();
  const current = useLocale();
  const preloadPage = usePagePreload();
  return (
    <ul className={className}>
      {locales.map((locale) => {
        const preload = () => preloadPage(locale, pageOfPath(location)?.page ?? 'home');
        return (
          <li key={locale}>
            <Link
              href={switchLocalePath(location, locale)}
              className={linkClassName}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === current ? 'true' : undefined}
              onPointerEnter={preload}
              onFocus={preload}
              onClick={onSelect}
            >
              {variant === 'short' ? (
                <>
                  <span aria-hidden="true">{locale.toUpperCase()}</span>
                  <span className="visually-hidden">{localeNativeNames[locale]}</span>
                </>
              ) : (
                localeNativeNames[locale]
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
