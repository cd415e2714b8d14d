import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Hero } from '../../components/Hero/Hero';
import { PageLink } from '../../components/PageLink/PageLink';
import { PageLinkList } from '../../components/PageLink/PageLinkList';
import { footerLegalPages, mainNavPages, type PageId } from '../../routing/routes';
import styles from './SitemapPage.module.css';

interface ServiceCard {
  id: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
  page: PageId;
}

/** Spec section 2: four service cards; the first three lead to the services page, the fourth to the web application page. */
const serviceCards: ServiceCard[] = [
  {
    id: 'seo-web-development',
    title: msg`SEO web development`,
    description: msg`Fast websites built for search engines from the first line of code.`,
    page: 'services',
  },
  {
    id: 'google-ads-sea',
    title: msg`Google Ads management`,
    description: msg`Campaigns that bring enquiries from day one – set up, run and optimised.`,
    page: 'services',
  },
  {
    id: 'seo-retainer',
    title: msg`SEO retainer`,
    description: msg`Monthly search engine optimisation for rankings that keep climbing.`,
    page: 'services',
  },
  {
    id: 'web-applications',
    title: msg`Web applications`,
    description: msg`Customer portals, internal tools and SaaS products, built to fit.`,
    page: 'webApp',
  },
];

export function SitemapPage() {
  const { t, i18n } = useLingui();
  return (
    <>
      <Hero
        badge={<Trans>Overview</Trans>}
        title={<Trans comment="Page title of the sitemap page">Sitemap</Trans>}
        description={<Trans>All pages of this website at a glance.</Trans>}
      />
      <div className={styles.groups}>
        <section aria-labelledby="sitemap-main" className={styles.group}>
          <h2 id="sitemap-main">{t`Main pages`}</h2>
          <PageLinkList pages={mainNavPages} className={styles.list} linkClassName={styles.link} />
        </section>

        <section aria-labelledby="sitemap-services" className={styles.group}>
          <h2 id="sitemap-services">{t({ message: 'Services', context: 'sitemap group heading' })}</h2>
          <ul className={styles.cards}>
            {serviceCards.map((card) => (
              <li key={card.id} className={styles.card}>
                <h3 className={styles.cardTitle}>
                  <PageLink page={card.page} className={styles.cardLink}>
                    {i18n._(card.title)}
                  </PageLink>
                </h3>
                <p className={styles.cardText}>{i18n._(card.description)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="sitemap-legal" className={styles.group}>
          <h2 id="sitemap-legal">{t`Legal pages`}</h2>
          <PageLinkList pages={footerLegalPages} className={styles.list} linkClassName={styles.link} />
        </section>
      </div>
    </>
  );
}
