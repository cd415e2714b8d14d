import { Trans } from '@lingui/react/macro';
import { FaqIsland } from '../../../components/Faq/FaqIsland';
import { Section } from '../../../components/Section/Section';
import { homeFaq } from './content';

/** The home page's questions before the contact block; the same items are its FAQPage structured data. */
export function FaqSection() {
  return (
    <Section
      id="faq"
      eyebrow={<Trans comment="Small label above the FAQ heading, like the label above every section's heading">FAQ</Trans>}
      title={<Trans>Frequently asked questions</Trans>}
      centered
      intro={<Trans>Short answers to what clients ask before our first call.</Trans>}
    >
      <FaqIsland hydrate="visible" items={homeFaq} idPrefix="home-faq" />
    </Section>
  );
}
