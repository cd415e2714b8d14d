import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useDeferredValue } from 'react';
import { useMachineActor } from '../../lib/useMachineActor';
import { accessibilityPanelMachine } from '../../machines/accessibilityPanel';
import { accessibilityPanelIds, focusIntoDialog, hideDialog, returnFocusToButton, showDialog } from './accessibilityPanel.dom';
import buttons from '../Button/button.module.css';
import { AccessibilitySettingsForm } from './AccessibilitySettingsForm';
import styles from './AccessibilityPanel.module.css';

const browserPanel = accessibilityPanelMachine.provide({
  actions: { showDialog, hideDialog, focusIntoDialog, returnFocusToButton },
});

/** The floating accessibility button (bottom right, every page) and the settings panel it opens; an island of the shell (App.tsx). */
export function AccessibilityPanel() {
  const { t } = useLingui();
  const panel = useMachineActor(browserPanel);
  const isOpen = useSelector(panel, (snapshot) => snapshot.matches('open'));
  // The controls mount in a render of their own, after the opened dialog has been painted: a tap on
  // the button answers with the panel at once (issue 36); closing unmounts them at once.
  const controlsShown = useDeferredValue(isOpen) && isOpen;

  return (
    <>
      <button
        id={accessibilityPanelIds.button}
        type="button"
        className={styles.floatingButton}
        data-floating="accessibility"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={accessibilityPanelIds.dialog}
        aria-label={t({ message: 'Accessibility settings', comment: 'Accessible name of the floating button that opens the accessibility panel' })}
        onClick={() => panel.send({ type: 'PANEL.OPEN' })}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="4" r="2" />
          <path d="M4 8.2l5 1.3V13l-2 8h2.3l1.9-6.5h1.6l1.9 6.5H17l-2-8V9.5l5-1.3-.5-2L12 8 4.5 6.2z" />
        </svg>
      </button>
      <dialog
        id={accessibilityPanelIds.dialog}
        className={styles.panel}
        aria-modal="true"
        aria-labelledby={accessibilityPanelIds.title}
        // Escape (or the platform's back gesture): the machine decides, so the dialog does not close itself.
        onCancel={(event) => {
          event.preventDefault();
          panel.send({ type: 'PANEL.CLOSE', src: 'escape' });
        }}
        // Closed without the machine: Chrome does not let `cancel` be prevented again without a click
        // in between. The machine follows; a close it asked for arrives when it is closed already.
        onClose={(event) => {
          if (!event.currentTarget.open) panel.send({ type: 'PANEL.CLOSE', src: 'escape' });
        }}
      >
        <div className={styles.header}>
          <h2 id={accessibilityPanelIds.title} className={styles.title}>
            <Trans comment="Heading of the accessibility panel">Accessibility</Trans>
          </h2>
          <button
            type="button"
            className={`${buttons.iconButton} ${styles.close}`}
            aria-label={t`Close accessibility settings`}
            onClick={() => panel.send({ type: 'PANEL.CLOSE', src: 'closeButton' })}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>

        {/* Run only while the panel is open: the boot script has applied the saved settings already. */}
        {controlsShown ? <AccessibilitySettingsForm /> : null}
      </dialog>
    </>
  );
}
