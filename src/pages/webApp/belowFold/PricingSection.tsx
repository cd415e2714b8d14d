import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Reveal } from '../../../components/Reveal/Reveal';
import { Section } from '../../../components/Section/Section';
import { useWebAppFigures } from '../useWebAppFigures';
import styles from './PricingSection.module.css';

interface Tier {
  id: string;
  name: ReactNode;
  price: ReactNode;
  duration: ReactNode;
  description: ReactNode;
}

/**
 * Spec section 9: from 8,000 EUR net, simple tool 4-6 weeks, mid-size 15,000-40,000 EUR, complex 3-6 months.
 * The spec's "five-figure budget" for SaaS would read as less than the mid-size tier: the top tier costs more
 * than the mid-size tier's top (docs/decisions.md).
 */
export function PricingSection() {
  const { fromPrice, midSizeRange, complexAbove, simpleToolWeeks, midSizeWeeks, complexMonths, sprintWeeks, securityFixMonths } =
    useWebAppFigures();
  const tiers: Tier[] = [
    {
      id: 'simple',
      name: <Trans>Simple tool</Trans>,
      price: <Trans comment="Price of a tier; {fromPrice} is a formatted euro amount">from {fromPrice}</Trans>,
      duration: simpleToolWeeks,
      description: (
        <Trans>An internal tool, a booking system or a small customer portal with a clearly defined scope.</Trans>
      ),
    },
    {
      id: 'mid-size',
      name: <Trans>Mid-size application</Trans>,
      price: midSizeRange,
      duration: midSizeWeeks,
      description: (
        <Trans>Several user roles, interfaces to your existing systems and a broader range of functions.</Trans>
      ),
    },
    {
      id: 'complex',
      name: <Trans>Complex platform or SaaS</Trans>,
      price: (
        <Trans comment="Price of the top tier (complex platform or SaaS); {complexAbove} is the top of the mid-size tier's range, e.g. €40,000">
          more than {complexAbove}
        </Trans>
      ),
      duration: complexMonths,
      description: (
        <Trans>Multi-tenant SaaS products and platforms with many integrations, built and launched in stages.</Trans>
      ),
    },
  ];
  return (
    <Section
      id="pricing"
      tone="surface"
      staggered
      title={<Trans>Prices and timeframes</Trans>}
      intro={<Trans>Transparent from the start: a fixed offer after the discovery workshop, no hidden costs.</Trans>}
    >
      <ul className={styles.tiers}>
        {tiers.map(({ id, duration, ...tier }) => (
          <Reveal as="li" key={id} className={styles.tier}>
            <h3 className={styles.name}>{tier.name}</h3>
            <p className={styles.price}>{tier.price}</p>
            <p className={styles.net}>
              <Trans comment="Below a price: the price does not include VAT">plus VAT</Trans>
            </p>
            <p className={styles.duration}>
              <Trans comment="Duration of a pricing tier; {duration} is e.g. '4–6 weeks'">
                Timeframe: {duration}
              </Trans>
            </p>
            <p className={styles.description}>{tier.description}</p>
          </Reveal>
        ))}
      </ul>
      <Reveal className={styles.included}>
        <h3 className={styles.includedTitle}>
          <Trans>Included in every project</Trans>
        </h3>
        <ul className={styles.includedList}>
          <li>
            <Trans>Development in sprints of {sprintWeeks}, each with a demo and your feedback</Trans>
          </li>
          <li>
            <Trans>Security fixes for {securityFixMonths} after the launch</Trans>
          </li>
          <li>
            <Trans>The complete source code, documentation and all rights of use</Trans>
          </li>
          <li>
            <Trans>A fixed offer before development starts – no open-ended hourly billing</Trans>
          </li>
        </ul>
      </Reveal>
    </Section>
  );
}
