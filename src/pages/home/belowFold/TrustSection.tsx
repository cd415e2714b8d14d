import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Reveal } from '../../../components/Reveal/Reveal';
import { Section } from '../../../components/Section/Section';
import { trustIndicators } from './content';
import styles from './sections.module.css';

/** Home section 4: trust indicators – rating, privacy, certificates, accessibility, languages. */
export function TrustSection() {
  const { i18n } = useLingui();
  return (
    <Section id="trust" tone="dark" title={<Trans>Why businesses trust me</Trans>} centered staggered>
      <ul className={styles.trustList}>
        {trustIndicators.map((item) => (
          <Reveal as="li" key={item.id} className={styles.trustItem}>
            <span className={styles.trustTitle}>{i18n._(item.title)}</span>
            <span className={styles.trustText}>{i18n._(item.text)}</span>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
