import type { BreadcrumbList } from 'schema-dts';

/**
 * The BreadcrumbList node of a page's JSON-LD graph: the trail from the home
 * page to the page, each step with its name in the page's language.
 */
export function breadcrumbStructuredData(pageUrl: string, trail: ReadonlyArray<{ name: string; url: string }>): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    '@id': `${pageUrl}#breadcrumb`,
    itemListElement: trail.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: step.url })),
  };
}
