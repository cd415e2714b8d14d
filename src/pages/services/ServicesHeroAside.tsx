import { Trans, useLingui } from '@lingui/react/macro';
import { claims } from '../../business/claims';
import { formatNumber } from '../../i18n/format';
import { SocialProofDock } from './belowFold/SocialProofTickerSlot';
import { ServicesHeroPanelIsland } from './ServicesHeroPanelIsland';
import styles from './ServicesHeroAside.module.css';

/**
 * The right half of the services hero from 1024 px of hero width (issue 36): the page at a glance.
 * What and price: the summary panel of the four services (ServicesHeroPanel, an island that loads
 * only when touched). Proof: under it, the clients' rating, in the slot where the social-proof
 * notices dock at these widths (SocialProofDock): a notice takes the rating's place while it
 * shows, so it covers nothing and the half is never empty. Every figure is the site's own
 * (src/business). The slot is no part of the island: the notice's card is rendered into it, which
 * a hydrating island would not expect.
 */
export function ServicesHeroAside() {
  const { t, i18n } = useLingui();
  const rating = formatNumber(i18n, claims.averageRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const scale = claims.ratingScale;
  const satisfaction = claims.satisfactionPercent;
  return (
    <>
      <ServicesHeroPanelIsland hydrate="interaction" />
      <SocialProofDock>
        <ul className={styles.proof}>
          <li>
            {/* "5.0/5", "5,0/5": written alike in every language but for the decimal sign */}
            <span className={styles.figure}>
              {rating}/{scale}
            </span>{' '}
            <Trans comment="Shown after '5.0/5' in the services hero's summary">average client rating</Trans>
          </li>
          <li>
            <span className={styles.figure}>{t({ message: `${satisfaction}%`, comment: 'A percentage of satisfied clients, e.g. 98%' })}</span>{' '}
            <Trans comment="Shown after '98%' in the services hero's summary">satisfied clients</Trans>
          </li>
        </ul>
      </SocialProofDock>
    </>
  );
}
