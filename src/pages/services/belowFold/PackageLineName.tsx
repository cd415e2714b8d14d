import { useLingui } from '@lingui/react/macro';
import type { PackageLine } from '../../../business/offers';

/** The name of a package line: the tab's short name, or the long one for a heading. */
export function PackageLineName({ line, long = false }: { line: PackageLine; long?: boolean }) {
  const { t } = useLingui();
  switch (line) {
    case 'seo':
      return long ? t`SEO packages` : t({ message: 'SEO', comment: 'Tab of the SEO packages' });
    case 'sea':
      return long ? t`Google Ads (SEA) packages` : t({ message: 'SEA', comment: 'Tab of the Google Ads packages (search engine advertising)' });
    case 'website':
      return long ? t`Website packages` : t({ message: 'Website', comment: 'Tab of the website packages' });
  }
}
