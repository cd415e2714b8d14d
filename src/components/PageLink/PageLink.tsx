import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { Locale } from '../../i18n/locales';
import { useLocale } from '../../i18n/useLocale';
import { type PageId, pathFor } from '../../routing/routes';
import { usePagePreload } from './pagePreload';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

export interface PageLinkProps extends AnchorProps {
  page: PageId;
  /** Another language's version of the page; defaults to the current language. */
  locale?: Locale;
  /** In-page anchor, without '#'. */
  hash?: string;
  children: ReactNode;
}

/**
 * A link to a page of the route table, always to its canonical URL, marked
 * aria-current on that page. Navigation stays client-side; the page's code and
 * catalog start loading on hover or focus so the switch feels instant.
 */
export function PageLink({ page, locale, hash, children, onPointerEnter, onFocus, ...rest }: PageLinkProps) {
  const current = useLocale();
  const preloadPage = usePagePreload();
  const [location] = useLocation();
  const target = locale ?? current;
  const path = pathFor(page, target);
  const preload = () => preloadPage(target, page);
  return (
    <Link
      href={`${path}${hash ? `#${hash}` : ''}`}
      aria-current={location === path && !hash ? 'page' : undefined}
      onPointerEnter={(event) => {
        preload();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        preload();
        onFocus?.(event);
      }}
      {...rest}
    >
      {children}
    </Link>
  );
}
