import { useLingui } from '@lingui/react/macro';
import { claims } from '../../../business/claims';
import { CountUpIsland } from '../../../components/CountUp/CountUpIsland';
import { SectionPart } from '../../../components/Section/SectionPart';
import { StatList } from '../../../components/StatList/StatList';
import { serviceStats } from './content/stats';

/** Spec sections 4 and 9: these counters count up over 2500 ms. */
export const WHY_CHOOSE_US_COUNT_MS = 2500;

/** Why-choose-us statistics, a part of the proof section: the spec's claims as counters that count up when they come into view. */
export function WhyChooseUs() {
  const { t, i18n } = useLingui();
  const { projects, experienceYears } = claims;
  return (
    <SectionPart
      id="why-choose-us"
      title={t`Figures you can hold me to`}
      intro={t({
        message: `Over ${experienceYears} years and more than ${projects} projects, these are the results my clients see – and the service they can count on.`,
        comment: '{experienceYears} and {projects} are numbers (10 and 150)',
      })}
    >
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
