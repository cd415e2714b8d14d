import { Trans, useLingui } from '@lingui/react/macro';
import { claims } from '../../business/claims';
import { serviceOffers } from '../../business/offers';
import { HeroPanel } from '../../components/Hero/HeroPanel';
import { Icon } from '../../components/Icon/Icon';
import { formatNumber } from '../../i18n/format';
import { servicePriceText } from '../../i18n/offerText';
import { SocialProofDock } from './belowFold/SocialProofTickerSlot';
import { services } from './content/services';
import styles from './ServicesHeroPanel.module.css';

/**
 * The right half of the services hero from 1024 px of hero width (issue 36): the page at a glance.
 * What and price: the four services with their entry prices, each a link to its card in the
 * showcase (service-{id}). Proof: the clients' rating and satisfaction, in the slot where the
 * social-proof notices dock at these widths (SocialProofDock): a notice takes the figures' place
 * while it shows, so it covers nothing and the panel is never empty. Every name, price and figure
 * is the page's own (content/services.ts, src/business): the summary cannot differ from the rest
 * of the site. Static markup: it needs no script.
 */
export function ServicesHeroPanel() {
  const { t, i18n } = useLingui();
  const rating = formatNumber(i18n, claims.averageRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const scale = claims.ratingScale;
  const satisfaction = claims.satisfactionPercent;
  return (
    <HeroPanel label={<Trans comment="Label of the services hero's summary of the four services">Four services, one contact</Trans>}>
      <ul className={styles.list}>
        {services.map((service) => (
          <li key={service.id}>
            <a className={styles.service} href={`#service-${service.id}`}>
              <span className={styles.icon}>
                <Icon name={service.icon} />
              </span>
              <span className={styles.name}>{i18n._(service.title)}</span>
              <span className={styles.price}>{servicePriceText(i18n, serviceOffers[service.id])}</span>
            </a>
          </li>
        ))}
      </ul>
      <SocialProofDock>
        <ul className={styles.proof}>
          <li>
            <span className={styles.figure}>{t({ message: `${rating}/${scale}`, comment: 'The average client rating out of the scale, e.g. 5.0/5' })}</span>{' '}
            <Trans comment="Shown after '5.0/5' in the services hero's summary">average client rating</Trans>
          </li>
          <li>
            <span className={styles.figure}>{t({ message: `${satisfaction}%`, comment: 'A percentage of satisfied clients, e.g. 98%' })}</span>{' '}
            <Trans comment="Shown after '98%' in the services hero's summary">satisfied clients</Trans>
          </li>
        </ul>
      </SocialProofDock>
    </HeroPanel>
  );
}
