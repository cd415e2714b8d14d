import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { FaqIsland } from '../../../components/Faq/FaqIsland';
import { Section } from '../../../components/Section/Section';
import { servicesFaqItems } from './faqItems';

/** The services page's questions; the same items, with the same prices, are its FAQPage structured data. */
export function ServicesFaq() {
  const { t, i18n } = useLingui();
  // The same array while the language stays: the island's props do not change while it waits.
  const items = useMemo(() => servicesFaqItems(i18n), [i18n]);
  return (
    <Section
      id="faq"
      eyebrow={t({ message: 'FAQ', comment: "Small label above the FAQ heading, like the label above every section's heading" })}
      title={t`Frequently asked questions`}
      intro={t`Prices, terms and what happens after you get in touch.`}
      centered
    >
      <FaqIsland hydrate="visible" items={items} idPrefix="services-faq" shownFirst={3} />
    </Section>
  );
}
