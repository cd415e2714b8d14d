import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Reveal } from '../../../components/Reveal/Reveal';
import { Section } from '../../../components/Section/Section';
import { formatNumber } from '../../../i18n/format';
import { stats } from '../content';
import styles from './sections.module.css';

/** Home section 6: success in numbers (150+ projects, 95% satisfaction, 24h response, 8+ years). */
export function NumbersSection() {
  const { i18n } = useLingui();
  return (
    <Section
      id="numbers"
      tone="surface"
      eyebrow={<Trans>Success in numbers</Trans>}
      title={<Trans>Results that speak for themselves</Trans>}
      centered
      staggered
    >
      <dl className={styles.stats}>
        {stats.map((stat) => (
          <Reveal key={stat.id} direction="scale" className={styles.stat}>
            <dt className={styles.statLabel}>{i18n._(stat.label)}</dt>
            <dd className={styles.statValue} data-stat={stat.id}>
              {formatNumber(i18n, stat.value)}
              {stat.suffix}
            </dd>
          </Reveal>
        ))}
      </dl>
    </Section>
  );
}
