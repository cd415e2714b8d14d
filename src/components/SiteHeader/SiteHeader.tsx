import { Trans, useLingui } from '@lingui/react/macro';
import { business } from '../../business/profile';
import { mainNavPages } from '../../routing/routes';
import { MobileMenuIsland } from '../MobileMenu/MobileMenuIsland';
import buttons from '../Button/button.module.css';
import { LanguageLinks } from '../LanguageLinks/LanguageLinks';
import { PageLink } from '../PageLink/PageLink';
import { PageLinkList } from '../PageLink/PageLinkList';
import { ConsultationLink } from './ConsultationLink';
import { landmarkIds } from '../SkipLinks/SkipLinks';
import styles from './SiteHeader.module.css';
import { useScrolledPast } from './useScrolledPast';

/** Spec section 9: the header gains its blurred background past 20 px. */
export const NAV_SCROLL_THRESHOLD = 20;

/** The fixed top bar: logo, main navigation, call to action, languages, mobile menu. */
export function SiteHeader() {
  const { t } = useLingui();
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD);

  return (
    <header className={styles.header} data-scrolled={scrolled ? 'true' : 'false'}>
      <div className={styles.inner}>
        <PageLink page="home" className={styles.logo}>
          <span className={styles.logoMark} aria-hidden="true">
            JP
          </span>
          <span className={styles.logoText}>
            <span className={styles.logoName}>{business.personName}</span>
            <span className={styles.logoTagline}>
              <Trans comment="Tagline under the name in the logo">Web · SEO · Google Ads</Trans>
            </span>
          </span>
          <span className="visually-hidden">
            <Trans>, to the home page</Trans>
          </span>
        </PageLink>
        <div id={landmarkIds.navigation} tabIndex={-1} className={styles.navArea}>
          <nav aria-label={t({ message: 'Main navigation', comment: 'Accessible name of the top navigation' })} className={styles.desktopNav}>
            <PageLinkList pages={mainNavPages} className={styles.navList} linkClassName={styles.navLink} />
          </nav>
          <ConsultationLink className={`${buttons.primary} ${styles.cta}`} />
          <nav aria-label={t({ message: 'Language', comment: 'Accessible name of the language switcher' })} className={styles.languages}>
            <LanguageLinks variant="short" className={styles.languageList} linkClassName={styles.languageLink} />
          </nav>
          <MobileMenuIsland hydrate="interaction" />
        </div>
      </div>
    </header>
  );
}
