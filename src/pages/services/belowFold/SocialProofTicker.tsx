import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type FocusEvent, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { fromCallback } from 'xstate';
import { useMotionPreference } from '../../../accessibility/motionPreference';
import { landmarkIds } from '../../../components/SkipLinks/SkipLinks';
import { moveFocus } from '../../../lib/moveFocus';
import { useMachineActor } from '../../../lib/useMachineActor';
import { type SocialProofTickerEvent, socialProofTickerMachine, socialProofTickerView } from '../../../machines/socialProofTicker';
import { socialProofEntries } from './content/socialProof';
import { socialProofDockId } from './socialProofDock';
import buttons from '../../../components/Button/button.module.css';
import styles from './SocialProofTicker.module.css';

/** Closed in this page load: a later visit of the page (a client-side navigation) does not start it again. */
let closedThisPageLoad = false;

const tickerMachine = socialProofTickerMachine.provide({
  actions: {
    rememberClosed: () => {
      closedThisPageLoad = true;
    },
    // Runs before the card leaves the page: focus in it would otherwise fall back to the document.
    moveFocusOffCard: () => {
      if (document.activeElement?.closest('[data-part="social-proof"]')) {
        moveFocus(document.getElementById(landmarkIds.main), 'social-proof ticker closed: to the main content', { preventScroll: true });
      }
    },
  },
  actors: {
    // The hero keeps a slot for the card under its summary panel wherever the panel is shown (it has a box then): the card belongs there.
    watchDock: fromCallback<SocialProofTickerEvent>(({ sendBack }) => {
      const dock = document.getElementById(socialProofDockId);
      if (!dock) return () => {};
      const observer = new ResizeObserver(([entry]) => sendBack({ type: 'TICKER.DOCK', dock: entry && entry.contentRect.height > 0 ? 'heroPanel' : 'page' }));
      observer.observe(dock);
      return () => observer.disconnect();
    }),
  },
});

/** The slot under the hero's panel, where a card docked there is rendered (only asked once the machine has found it on the page). */
const heroPanelDock = () => document.getElementById(socialProofDockId);

/**
 * The social-proof ticker (the socialProofTicker machine): a small card (on a
 * phone in a band under the hero, on a tablet top right, wherever the hero's
 * summary panel shows in the slot under it; SocialProofTickerSlot) with one entry at a time, activity and urgency in turn. Its text
 * is a polite live region that changes only when a new entry appears (hiding
 * one changes nothing in it); pointing at it or keyboard focus in it holds the
 * entry; the close button ends it for the page load; with reduce animations or
 * screen-reader mode it shows nothing. Prerendered (and hydrated) empty and
 * hidden: there is nothing to show without its timing.
 */
export function SocialProofTicker() {
  return closedThisPageLoad ? null : <Ticker />;
}

function Ticker() {
  const { t, i18n } = useLingui();
  const { allowAutoAdvance } = useMotionPreference();
  const ticker = useMachineActor(tickerMachine, { input: { count: socialProofEntries.length } });
  // 'off', 'resting', 'showing' or 'finished' ('closed' renders nothing)
  const state = useSelector(ticker, (snapshot) => (typeof snapshot.value === 'string' ? snapshot.value : 'showing'));
  const showing = state === 'showing';
  const held = useSelector(ticker, (snapshot) => snapshot.matches({ showing: 'paused' }));
  const onCard = useSelector(ticker, socialProofTickerView.entryOnCard);
  const dock = useSelector(ticker, (snapshot) => snapshot.context.dock);

  useEffect(() => {
    ticker.send({ type: 'TICKER.MOTION', allowed: allowAutoAdvance });
  }, [allowAutoAdvance, ticker]);

  if (state === 'closed') return null;

  const entry = onCard === null ? null : socialProofEntries[onCard];
  const typeLabel =
    entry?.type === 'urgency'
      ? t({ message: 'Good to know', comment: 'Small label above a notice about availability or offers' })
      : t({ message: 'Client result', comment: 'Small label above a notice about what a client achieved' });
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) ticker.send({ type: 'TICKER.RESUME', src: 'focus' });
  };
  const card = (
    // Pointer and focus only hold the entry on screen; the card's one control is its close button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={styles.card}
      data-part="social-proof"
      data-floating="notice"
      data-dock={dock}
      data-state={state}
      data-held={held || undefined}
      data-entry={showing ? onCard : undefined}
      onPointerEnter={() => ticker.send({ type: 'TICKER.PAUSE', src: 'hover' })}
      onPointerLeave={() => ticker.send({ type: 'TICKER.RESUME', src: 'hover' })}
      onFocus={() => ticker.send({ type: 'TICKER.PAUSE', src: 'focus' })}
      onBlur={onBlur}
    >
      {/* First, so that on a phone the text flows around it (SocialProofTicker.module.css); on the right either way. */}
      <button
        type="button"
        className={`${buttons.iconButton} ${styles.close}`}
        data-part="social-proof-close"
        aria-label={t({ message: 'Hide these notices', comment: 'Close button of the small notices at the bottom of the services page' })}
        onClick={() => ticker.send({ type: 'TICKER.CLOSE' })}
      >
        <span aria-hidden="true">×</span>
      </button>
      <div className={styles.text} aria-live="polite" aria-atomic="true" data-part="social-proof-text">
        {entry ? (
          <>
            <p className={styles.label} data-type={entry.type}>
              {typeLabel}
            </p>
            <p className={styles.content}>{i18n._(entry.content)}</p>
          </>
        ) : null}
      </div>
    </div>
  );
  const heroDock = dock === 'heroPanel' ? heroPanelDock() : null;
  if (!heroDock) return card;
  // Docked elsewhere, the card leaves a mark in its own slot: the phone's band stays (SocialProofTickerSlot.module.css).
  return (
    <>
      <span hidden data-part="social-proof-away" />
      {createPortal(card, heroDock)}
    </>
  );
}
