import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Section } from '../../../components/Section/Section';
import { StatList } from '../../../components/StatList/StatList';
import { formatNumber } from '../../../i18n/format';
import { stats } from './content';

/** Home section 6: success in numbers (150+ projects, 98% satisfaction, 24h response, 10+ years: the claims). */
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
      <StatList items={stats.map((stat) => ({ id: stat.id, label: i18n._(stat.label), value: `${formatNumber(i18n, stat.value)}${stat.suffix ?? ''}` }))} />
    </Section>
  );
}
