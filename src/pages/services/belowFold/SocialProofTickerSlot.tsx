import type { ReactNode } from 'react';
import { SocialProofTickerIsland } from './SocialProofTickerIsland';
import { socialProofDockId } from './socialProofDock';
import styles from './SocialProofTickerSlot.module.css';

/**
 * Where the social-proof notices live (issue 36). On a phone, a place of their own in the page's
 * flow, right under the hero: a band as tall as a notice, reserved from the first paint (nothing
 * moves when one shows or goes), which covers nothing. It is not there when the notices never show
 * (reduced motion, screen-reader mode, no scripts) and goes once the visitor has closed them.
 * From 48rem the slot adds no box: on a tablet the card docks at the top right under the header,
 * giving way where it would cover text or a control (src/floating/layers.ts); wherever the hero's
 * summary panel is shown (from 1024 px of hero width) it moves into the SocialProofDock under it.
 * The ticker's machine decides which (its `dock`).
 */
export function SocialProofTickerSlot() {
  return (
    <div className={styles.slot} data-part="social-proof-slot">
      {/* Timed notices for a visitor who reads on: nothing to do before the first scroll. */}
      <SocialProofTickerIsland hydrate="scroll" />
    </div>
  );
}

/**
 * The notices' slot under the services hero's summary panel (ServicesHeroAside): it holds the
 * hero's own lines (`children`, the clients' rating) and, once the ticker has loaded, its card in the
 * same place. A notice showing takes the lines' place (they fade out, the card slides in over the slot),
 * so it covers nothing, and the slot is never empty. As tall as the longest notice from the first
 * paint, so nothing moves when one comes or goes; as tall as its lines when notices never show.
 */
export function SocialProofDock({ children }: { children: ReactNode }) {
  return (
    <div className={styles.dock} id={socialProofDockId} data-part="social-proof-dock">
      {children}
    </div>
  );
}
