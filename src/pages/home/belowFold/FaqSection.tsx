import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { FaqIsland } from '../../../components/Faq/FaqIsland';
import { Section } from '../../../components/Section/Section';
import { homeFaqItems } from './content';

/** The home page's questions before the contact block; the same items, with the same prices, are its FAQPage structured data. */
export function FaqSection() {
  const { i18n } = useLingui();
  // The same array while the language stays: the island's props do not change while it waits.
  const items = useMemo(() => homeFaqItems(i18n), [i18n]);
  return (
    <Section
      id="faq"
      eyebrow={<Trans comment="Small label above the FAQ heading, like the label above every section's heading">FAQ</Trans>}
      title={<Trans>Frequently asked questions</Trans>}
      centered
      intro={<Trans>Short answers to what clients ask before our first call.</Trans>}
    >
      <FaqIsland hydrate="visible" items={items} idPrefix="home-faq" />
    </Section>
  );
}
