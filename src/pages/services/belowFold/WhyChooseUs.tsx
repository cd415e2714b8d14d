import { useLingui } from '@lingui/react/macro';
import { CountUpIsland } from '../../../components/CountUp/CountUpIsland';
import { SectionPart } from '../../../components/Section/SectionPart';
import { StatList } from '../../../components/StatList/StatList';
import { serviceStats } from './content/stats';

/** Spec sections 4 and 9: these counters count up over 2500 ms. */
export const WHY_CHOOSE_US_COUNT_MS = 2500;

/** Why-choose-us statistics, a part of the proof section: the spec's claims as counters that count up when they come into view. */
export function WhyChooseUs() {
  const { t, i18n } = useLingui();
  return (
    <SectionPart id="why-choose-us" title={t`Figures you can hold me to`}>
      <StatList
        items={serviceStats.map((stat) => ({
          id: stat.id,
          label: i18n._(stat.label),
          value: (
            <CountUpIsland
              hydrate="visible"
              value={stat.value}
              {...(stat.prefix ? { prefix: stat.prefix } : {})}
              {...(stat.suffix ? { suffix: stat.suffix } : {})}
              {...(stat.decimals ? { decimals: stat.decimals } : {})}
              durationMs={WHY_CHOOSE_US_COUNT_MS}
            />
          ),
        }))}
      />
    </SectionPart>
  );
}
