import { Trans } from '@lingui/react/macro';
import { claims } from '../../business/claims';
import { business } from '../../business/profile';
import { OfficeHours } from '../../components/DirectContact/DirectContactItems';
import { HeroPanel } from '../../components/Hero/HeroPanel';
import styles from './ContactHeroPanel.module.css';

/**
 * The contact hero's panel from 1024 px (issue 36): the reply promise as a figure (the spec's 24 h,
 * from the claims), the office hours and the phone number for whoever would rather call.
 */
export function ContactHeroPanel() {
  const hours = claims.responseHours;
  return (
    <HeroPanel label={<Trans comment="Label of the contact hero's panel (the reply promise)">Personal answer</Trans>}>
      {/* The figure is the sentence under it, drawn large: read once, as the sentence. */}
      <p className={styles.figure} aria-hidden="true">
        {/* Each digit in a box of its own width in em, so the unit keeps its place when the display face replaces its fallback. */}
        <span className={styles.number} style={{ inlineSize: `${String(hours).length * 0.62}em` }}>
          {hours}
        </span>
        <span className={styles.unit}>h</span>
      </p>
      <p className={styles.promise}>
        <Trans>Reply within {hours} hours</Trans>
      </p>
      <p className={styles.hours}>
        <OfficeHours />
        {' · '}
        <a className={styles.phone} href={`tel:${business.phone}`}>
          {business.phoneDisplay}
        </a>
      </p>
    </HeroPanel>
  );
}
