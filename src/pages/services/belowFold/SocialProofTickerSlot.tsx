import { SocialProofTickerIsland } from './SocialProofTickerIsland';
import styles from './SocialProofTickerSlot.module.css';

/**
 * Where the social-proof notices live (issue 36). On a phone, a place of their own in the page's
 * flow, right under the hero: a band as tall as a notice, reserved from the first paint (nothing
 * moves when one shows or goes), which covers nothing. It is not there when the notices never show
 * (reduced motion, screen-reader mode, no scripts) and goes once the visitor has closed them.
 * From 48rem the slot adds no box and the card docks at the top right under the header, giving
 * way where it would cover text or a control (src/floating/layers.ts).
 */
export function SocialProofTickerSlot() {
  return (
    <div className={styles.slot} data-part="social-proof-slot">
      {/* Timed notices for a visitor who reads on: nothing to do before the first scroll. */}
      <SocialProofTickerIsland hydrate="scroll" />
    </div>
  );
}
