import { Trans } from '@lingui/react/macro';
import { Section } from '../../../components/Section/Section';
import { benefits } from './content';
import { IconItemGrid } from './IconItemGrid';

/** Home section 5: what the client gains (four benefits). */
export function BenefitsSection() {
  return (
    <Section
      staggered
      id="benefits"
      eyebrow={<Trans>Your benefits</Trans>}
      title={<Trans>What a findable website does for your business</Trans>}
      intro={<Trans>Good rankings are not an end in themselves. They pay off in four ways you will notice.</Trans>}
    >
      <IconItemGrid items={benefits} />
    </Section>
  );
}
