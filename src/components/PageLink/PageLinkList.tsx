import { useLingui } from '@lingui/react';
import { pageLabels } from '../../routing/pageLabels';
import type { PageId } from '../../routing/routes';
import { PageLink } from './PageLink';

export interface PageLinkListProps {
  pages: readonly PageId[];
  className?: string;
  linkClassName?: string;
  /** Called when a link is chosen (e.g. to close the mobile menu). */
  onSelect?: () => void;
}

/** A list of links to pages of the route table, labelled with their navigation names. */
export function PageLinkList({ pages, className, linkClassName, onSelect }: PageLinkListProps) {
  const { i18n } = useLingui();
  return (
    <ul className={className}>
      {pages.map((page) => (
        <li key={page}>
          <PageLink page={page} className={linkClassName} onClick={onSelect}>
            {i18n._(pageLabels[page])}
          </PageLink>
        </li>
      ))}
    </ul>
  );
}
