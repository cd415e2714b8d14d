import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type FormEvent, type KeyboardEvent, type SyntheticEvent, useState } from 'react';
import buttons from '../../../components/Button/button.module.css';
import { SEO_AUDIT_DISCOUNT_PERCENT, SEO_AUDIT_QUOTE_HOURS } from '../../../business/seoPopup';
import { useLeadChild } from '../../../leads/useLeadChild';
import { moveFocus } from '../../../lib/moveFocus';
import { SEO_POPUP_OPENS_PAST, type SeoPopupSnapshot, seoPopupEmailError, seoPopupMachine, seoPopupShown } from '../../../machines/seoPopup';
import { seoPopupToast } from '../seoPopupToasts';
import { seoPopupBenefits } from './content/seoPopup';
import styles from './SeoPopup.module.css';
import {
  hideDialog,
  rememberFocus,
  restoreFocus,
  returnFocus,
  seoPopupIds,
  showDialog,
  wasDismissedThisPageLoad,
  watchScroll,
  watchSurroundings,
} from './seoPopup.dom';
import tools from './tools.module.css';
import { useFocusAfterRender } from '../../../lib/useFocusAfterRender';

const ids = seoPopupIds;

/**
 * The services page's SEO consultation popup (the seoPopup machine, issue 15):
 * a native modal <dialog> docked to the side (showModal() traps focus and makes
 * the page inert; Escape arrives as its cancel event), which opens by itself 5 s
 * after the visitor has scrolled past 60 % of the page, minimises to a side tab
 * and closes for good. On a phone it shows itself as the tab, a compact bar in
 * the bottom-right button group, and opens as the dialog at a tap (issue 36).
 * A child of the page's lead system (src/leads/useLeadChild.ts): the e-mail goes through the page's one sender marked as "SEO audit offer", like the quick quote.
 */
/** The sending code (mail SDK, outbox) is fetched once the popup opens, not before. */
const hasOpened = (snapshot: SeoPopupSnapshot) => seoPopupShown(snapshot) === 'open';

export function SeoPopup() {
  const { t, i18n } = useLingui();
  const focusAfterRender = useFocusAfterRender();
  const [logic] = useState(() =>
    seoPopupMachine.provide({
      actions: {
        showDialog,
        hideDialog,
        rememberFocus,
        // the tab is shown by the render that follows
        focusTab: () => focusAfterRender(ids.tab, (tab) => moveFocus(tab, 'SEO popup: to its side tab')),
        returnFocus: () => focusAfterRender(ids.dialog, returnFocus),
        restoreFocus,
      },
      // The page's scrolling and surroundings, as the machine needs them.
      actors: { watchSurroundings, watchScroll },
    }),
  );
  const popup = useLeadChild(logic, {
    input: { opensPast: SEO_POPUP_OPENS_PAST, dismissedEarlier: wasDismissedThisPageLoad() },
    sendingNear: hasOpened,
    shownFields: [[ids.email, (value: string) => ({ type: 'POPUP.CHANGE', value }) as const]],
    toastFor: seoPopupToast,
  });
  const shown = useSelector(popup, seoPopupShown);
  const expanded = useSelector(popup, (snapshot) => snapshot.matches({ view: { open: 'expanded' } }));
  const sending = useSelector(popup, (snapshot) => snapshot.matches({ form: 'sending' }));
  const email = useSelector(popup, (snapshot) => snapshot.context.email);
  const submitAttempted = useSelector(popup, (snapshot) => snapshot.context.submitAttempted);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    popup.send({ type: 'POPUP.SUBMIT' });
  };
  // Escape: the dialog's cancel event. The machine decides (it may hold a change back for 200 ms), so the browser does not close it.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    popup.send({ type: 'POPUP.MINIMISE', src: 'escape' });
  };
  // The browser closed it on its own (a repeated Escape it no longer lets a page refuse): follow.
  const onClose = () => {
    if (popup.getSnapshot().matches({ view: 'open' })) popup.send({ type: 'POPUP.MINIMISE', src: 'browser' });
  };
  const onTabKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    popup.send({ type: 'POPUP.CLOSE', src: 'escape' });
  };

  const error = seoPopupEmailError(email);
  const showError = submitAttempted && error !== undefined;
  const discount = SEO_AUDIT_DISCOUNT_PERCENT;
  const hours = SEO_AUDIT_QUOTE_HOURS;

  return (
    <div data-part="seo-popup" data-state={shown}>
      <dialog
        id={ids.dialog}
        className={styles.dialog}
        data-expanded={expanded || undefined}
        aria-labelledby={ids.title}
        onCancel={onCancel}
        onClose={onClose}
      >
        <div className={styles.header}>
          <p className={styles.badge}>{t({ message: `${discount} % off`, comment: 'SEO popup: the discount badge, e.g. "30 % off"' })}</p>
          <div className={styles.controls}>
            <button
              type="button"
              className={`${buttons.iconButton} ${styles.iconControl}`}
              aria-label={t({ message: 'Minimise', comment: 'SEO popup: button that folds the dialog into a side tab' })}
              onClick={() => popup.send({ type: 'POPUP.MINIMISE', src: 'minimiseButton' })}
            >
              <span aria-hidden="true">–</span>
            </button>
            <CloseButton onClose={() => popup.send({ type: 'POPUP.CLOSE', src: 'closeButton' })} />
          </div>
        </div>
        <h2 id={ids.title} className={styles.title} tabIndex={-1}>
          {t({ message: `Your SEO audit at ${discount} % off`, comment: 'SEO popup: heading of the offer' })}
        </h2>
        <p className={styles.text}>
          {t({
            message: `Find out what keeps your website from ranking. Leave your e-mail address and receive a fixed-price quote within ${hours} hours.`,
            comment: 'SEO popup: the offer in one sentence',
          })}
        </p>
        <p className={styles.terms} data-part="offer-terms">
          {t({
            message: `The ${discount} % is taken off the audit's fixed price in that quote.`,
            comment: 'SEO popup: what the discount is off, under the offer; "that quote" is the fixed-price quote of the sentence before',
          })}
        </p>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={ids.benefits}
          onClick={() => popup.send({ type: 'POPUP.TOGGLE_BENEFITS' })}
        >
          {expanded
            ? t({ message: 'Hide what the audit covers', comment: 'SEO popup: button that folds the list of four benefits' })
            : t({ message: 'Show what the audit covers', comment: 'SEO popup: button that shows the list of four benefits' })}
        </button>
        <ul id={ids.benefits} className={styles.benefits} hidden={!expanded}>
          {seoPopupBenefits.map((benefit) => (
            <li key={benefit.id}>{i18n._(benefit.text)}</li>
          ))}
        </ul>
        <form className={styles.form} noValidate onSubmit={onSubmit}>
          <fieldset className={styles.fieldset} disabled={sending}>
            <label htmlFor={ids.email} className={tools.label}>
              {t({ message: 'Your e-mail address', comment: 'SEO popup: label of the e-mail field' })}
            </label>
            <input
              id={ids.email}
              className={tools.input}
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              aria-invalid={showError || undefined}
              aria-describedby={showError ? ids.error : undefined}
              onChange={(event) => popup.send({ type: 'POPUP.CHANGE', value: event.currentTarget.value })}
            />
            {showError ? (
              <p id={ids.error} className={tools.error}>
                {error === 'required'
                  ? t({ message: 'Please enter your e-mail address.', comment: 'SEO popup: the e-mail field is empty' })
                  : t({ message: 'Please enter a complete e-mail address, e.g. name@company.com.', comment: 'SEO popup: the e-mail address is incomplete' })}
              </p>
            ) : null}
          </fieldset>
          {/* Not disabled while sending (focus would drop out of the dialog): aria-disabled, and the machine ignores a second send. */}
          <button id={ids.submit} type="submit" className={`${buttons.primary} ${styles.submit}`} aria-disabled={sending || undefined} aria-busy={sending}>
            {sending
              ? t({ message: 'Sending…', comment: 'SEO popup: the send button while the request is on its way' })
              : t({ message: 'Request my quote', comment: 'SEO popup: the send button' })}
          </button>
        </form>
      </dialog>
      <div
        className={styles.tab}
        data-floating="offer-tab"
        hidden={shown !== 'minimised'}
        role="group" aria-label={t({ message: 'SEO audit offer', comment: 'SEO popup: label of the side tab' })}>
        <button id={ids.tab} type="button" className={styles.tabButton} onClick={() => popup.send({ type: 'POPUP.RESTORE' })} onKeyDown={onTabKeyDown}>
          <span className={styles.tabLabel}>{t({ message: `SEO audit ${discount} % off`, comment: 'SEO popup: the side tab that opens the offer again' })}</span>
          {/* On a phone, the compact bar in the button group shows this; the full words above stay its name. */}
          <span className={styles.tabShort} aria-hidden="true">
            <span>{t({ message: 'SEO', comment: 'SEO popup: first line of the compact bar on a phone (above the discount, e.g. "−30 %"); at most 4 letters' })}</span>
            <span>{t({ message: `−${discount} %`, comment: 'SEO popup: second line of the compact bar on a phone, the discount with a minus sign; keep it short (about 5 characters)' })}</span>
          </span>
        </button>
        <CloseButton onClose={() => popup.send({ type: 'POPUP.CLOSE', src: 'closeButton' })} onKeyDown={onTabKeyDown} />
      </div>
    </div>
  );
}

/** Closes the popup for good: in the dialog and beside the tab. */
function CloseButton({ onClose, onKeyDown }: { onClose: () => void; onKeyDown?: (event: KeyboardEvent) => void }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={`${buttons.iconButton} ${styles.iconControl}`}
      aria-label={t({ message: 'Close the offer', comment: 'SEO popup: button that closes it for good' })}
      onClick={onClose}
      onKeyDown={onKeyDown}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}
