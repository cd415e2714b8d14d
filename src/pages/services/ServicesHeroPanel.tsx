import { Trans, useLingui } from '@lingui/react/macro';
import { serviceOffers } from '../../business/offers';
import { HeroPanel } from '../../components/Hero/HeroPanel';
import { Icon } from '../../components/Icon/Icon';
import { servicePriceText } from '../../i18n/offerText';
import { services } from './content/services';
import styles from './ServicesHeroPanel.module.css';

/**
 * The right half of the services hero from 1024 px (issue 36): the four services with their entry
 * prices, each a link to its card in the showcase (service-{id}). Names and prices are the page's
 * own (content/services.ts, offers.ts), so the summary cannot differ from the cards.
 */
export function ServicesHeroPanel() {
  const { i18n } = useLingui();
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
    </HeroPanel>
  );
}
