import { Trans, useLingui } from '@lingui/react/macro';
import { business, formatAddressLine } from '../../business/profile';
import { useCurrentYear } from '../../lib/useCurrentYear';
import { pageLabels } from '../../routing/pageLabels';
import { footerLegalPages, mainNavPages } from '../../routing/routes';
import { PageLink } from '../PageLink/PageLink';
import { PageLinkList } from '../PageLink/PageLinkList';
import { landmarkIds } from '../SkipLinks/SkipLinks';
import { DirectContactItems, OfficeHours } from '../DirectContact/DirectContactItems';
import styles from './SiteFooter.module.css';

/** Description, contact details, quick and legal links, copyright and sitemap link. */
export function SiteFooter() {
  const { t, i18n } = useLingui();
  const currentYear = useCurrentYear();
  const { foundedYear, personName } = business;
  const addressLabels = {
    office: t({ message: 'Office', comment: 'Label of the first Hamburg address' }),
    studio: t({ message: 'Studio', comment: 'Label of the second Hamburg address' }),
  };

  return (
    <footer id={landmarkIds.footer} tabIndex={-1} className={styles.footer}>
      <div className={styles.grid}>
        {/* Plain blocks, not labelled regions: page sections may carry the same names. */}
        <div className={styles.about}>
          <h2 id="footer-about" className={styles.brand}>
            {business.personName}
          </h2>
          <p>
            <Trans>
              Freelance web developer, SEO expert and Google Ads consultant in Hamburg. I build fast, findable websites
              for small and medium-sized businesses and agencies – cookie-free and accessible.
            </Trans>
          </p>
        </div>

        <div className={styles.contact}>
          <h2 id="footer-contact" className={styles.heading}>
            <Trans comment="Footer heading above phone, e-mail and addresses">Contact</Trans>
          </h2>
          <ul className={styles.list}>
            <DirectContactItems linkClassName={styles.link} />
            <li>
              <ul className={`${styles.list} ${styles.addresses}`}>
                {business.addresses.map((address) => (
                  <li key={address.id}>
                    <address className={styles.address}>
                      <span className={styles.addressLabel}>{addressLabels[address.id]}</span>
                      {formatAddressLine(address)}
                    </address>
                  </li>
                ))}
              </ul>
            </li>
            <li className={styles.hours}>
              <OfficeHours />
            </li>
          </ul>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={styles.heading}>
            <Trans>Quick links</Trans>
          </h2>
          <PageLinkList pages={mainNavPages} className={styles.list} linkClassName={styles.link} />
        </nav>

        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={styles.heading}>
            <Trans>Legal</Trans>
          </h2>
          <PageLinkList pages={footerLegalPages} className={styles.list} linkClassName={styles.link} />
        </nav>
      </div>

      <div className={styles.bottom}>
        <p className={styles.copyright}>
          <Trans>
            © {foundedYear}–{currentYear} {personName}. All rights reserved.
          </Trans>
        </p>
        <PageLink page="sitemap" className={styles.link}>
          {i18n._(pageLabels.sitemap)}
        </PageLink>
      </div>
    </footer>
  );
}
