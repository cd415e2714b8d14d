import { Trans, useLingui } from '@lingui/react/macro';
import { Hero } from '../../components/Hero/Hero';
import { PageLinkList } from '../../components/PageLink/PageLinkList';
import { footerLegalPages, mainNavPages } from '../../routing/routes';
import styles from './SitemapPage.module.css';

export function SitemapPage() {
  const { t } = useLingui();
  const groups = [
    { id: 'main', title: t`Main pages`, pages: [...mainNavPages, 'webApp' as const] },
    { id: 'legal', title: t`Legal pages`, pages: footerLegalPages },
  ];
  return (
    <>
      <Hero
        badge={<Trans>Overview</Trans>}
        title={<Trans comment="Page title of the sitemap page">Sitemap</Trans>}
        description={<Trans>All pages of this website at a glance.</Trans>}
      />
      <div className={styles.groups}>
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`sitemap-${group.id}`} className={styles.group}>
            <h2 id={`sitemap-${group.id}`}>{group.title}</h2>
            <PageLinkList pages={group.pages} className={styles.list} linkClassName={styles.link} />
          </section>
        ))}
      </div>
    </>
  );
}
