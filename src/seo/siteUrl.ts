/**
 * Public origin of the site, for canonical, hreflang, Open Graph and structured
 * data. Set VITE_SITE_URL at build time; the default is a placeholder domain.
 */
export const siteUrl: string = (import.meta.env.VITE_SITE_URL || 'https://www.webseo-hamburg.example').replace(/\/+$/, '');

export function absoluteUrl(path: string): string {
  return `${siteUrl}${path}`;
}
