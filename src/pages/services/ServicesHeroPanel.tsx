import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ServiceId, serviceOffers } from '../../business/offers';
import { HeroPanel } from '../../components/Hero/HeroPanel';
import { Icon } from '../../components/Icon/Icon';
import { packagePriceText } from '../../i18n/offerText';
import { services } from './content/services';
import styles from './ServicesHeroPanel.module.css';

/** "from €800 a month", "from €2,500 one-time": a service's entry price in the package table's words, under its name. */
const entryPrice = (i18n: I18n, id: ServiceId) => {
  const { fromEur, per } = serviceOffers[id];
  return packagePriceText(i18n, { priceEur: fromEur, per, from: true });
};

/**
 * The services hero's summary panel (ServicesHeroAside): the four services with their entry prices,
 * each a link to its card in the showcase (service-{id}). Names from content/services.ts, prices
 * from the package table (src/business/offers.ts): the summary cannot differ from the cards.
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
              <span className={styles.price}>{entryPrice(i18n, service.id)}</span>
            </a>
          </li>
        ))}
      </ul>
    </HeroPanel>
  );
}
