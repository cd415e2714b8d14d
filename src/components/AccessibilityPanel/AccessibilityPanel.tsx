import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { fromCallback } from 'xstate';
import { applySettingsToRoot } from '../../accessibility/documentAttributes';
import { BOOLEAN_SETTINGS, type BooleanSetting, COLOR_BLIND_MODES, type ColorBlindMode, FONT_SIZE } from '../../accessibility/settings';
import { deleteSavedSettings, saveSettings } from '../../accessibility/settingsStorage';
import { startupSettings } from '../../accessibility/startupSettings';
import { useMachineActor } from '../../devtools/useMachineActor';
import { accessibilityPanelMachine } from '../../machines/accessibilityPanel';
import { accessibilitySettingsMachine } from '../../machines/accessibilitySettings';
import {
  accessibilityPanelIds,
  focusIntoDialog,
  hideDialog,
  returnFocusToButton,
  showDialog,
  trapFocus,
} from './accessibilityPanel.dom';
import styles from './AccessibilityPanel.module.css';
import { ColorBlindFilters } from './ColorBlindFilters';

const browserSettings = accessibilitySettingsMachine.provide({
  actions: {
    applySettings: (_, { settings }) => applySettingsToRoot(document.documentElement, settings),
    saveSettings: (_, { settings }) => saveSettings(settings),
    deleteSavedSettings: () => deleteSavedSettings(),
  },
  actors: {
    loadSettings: fromCallback(({ sendBack }) => {
      const { settings, defaults } = startupSettings();
      sendBack({ type: 'SETTINGS.LOADED', settings, defaults });
    }),
  },
});

const browserPanel = accessibilityPanelMachine.provide({
  actions: { showDialog, hideDialog, focusIntoDialog, returnFocusToButton },
  actors: {
    focusTrap: fromCallback(({ sendBack }) => trapFocus(() => sendBack({ type: 'PANEL.CLOSE', src: 'escape' }))),
  },
});

const switchLabels: Record<BooleanSetting, { label: MessageDescriptor; hint: MessageDescriptor }> = {
  highContrast: {
    label: msg({ message: 'High contrast', comment: 'Accessibility panel switch' }),
    hint: msg`Strong colours: all text at least 7:1 against its background.`,
  },
  highlightFocus: {
    label: msg({ message: 'Highlight focus', comment: 'Accessibility panel switch: a thick, clear ring around the element that has keyboard focus' }),
    hint: msg`A thick ring shows where the keyboard is.`,
  },
  reduceAnimations: {
    label: msg({ message: 'Reduce animations', comment: 'Accessibility panel switch' }),
    hint: msg`Stops animations, counters, carousels and moving backgrounds.`,
  },
  screenReaderMode: {
    label: msg({ message: 'Screen-reader mode', comment: 'Accessibility panel switch' }),
    hint: msg`No motion, nothing that advances by itself, decorations stay silent.`,
  },
  dyslexiaFriendly: {
    label: msg({ message: 'Dyslexia-friendly text', comment: 'Accessibility panel switch' }),
    hint: msg`A more readable typeface with wider spacing between letters, words and lines.`,
  },
};

const colorBlindLabels: Record<ColorBlindMode, MessageDescriptor> = {
  none: msg({ message: 'None', comment: 'Colour-blind support option: no correction' }),
  protanopia: msg({ message: 'Protanopia (red-blind)', comment: 'Colour-blind support option' }),
  deuteranopia: msg({ message: 'Deuteranopia (green-blind)', comment: 'Colour-blind support option' }),
  tritanopia: msg({ message: 'Tritanopia (blue-blind)', comment: 'Colour-blind support option' }),
};

const fontSizeId = 'accessibility-font-size';

/** The floating accessibility button (bottom right, every page) and the settings panel it opens. */
export function AccessibilityPanel() {
  const { t, i18n } = useLingui();
  const settingsActor = useMachineActor(browserSettings);
  const panel = useMachineActor(browserPanel);
  const settings = useSelector(settingsActor, (snapshot) => snapshot.context.settings);
  const isOpen = useSelector(panel, (snapshot) => snapshot.matches('open'));
  const size = settings.fontSize;
  const fontSizeText = t({ message: `${size} %`, comment: 'Font size value in the accessibility panel, e.g. "125 %"' });
  const setFontSize = (value: number) => settingsActor.send({ type: 'SETTINGS.SET_FONT_SIZE', value });

  return (
    <>
      <ColorBlindFilters />
      <button
        id={accessibilityPanelIds.button}
        type="button"
        className={styles.floatingButton}
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
        data-state={isOpen ? 'open' : 'closed'}
      >
        <div className={styles.header}>
          <h2 id={accessibilityPanelIds.title} className={styles.title}>
            <Trans comment="Heading of the accessibility panel">Accessibility</Trans>
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={t`Close accessibility settings`}
            onClick={() => panel.send({ type: 'PANEL.CLOSE', src: 'closeButton' })}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>

        <div className={styles.fontSize}>
          <label htmlFor={fontSizeId} className={styles.label}>
            <Trans comment="Label of the font size slider">Text size</Trans>
          </label>
          <output htmlFor={fontSizeId} className={styles.value} aria-hidden="true">
            {fontSizeText}
          </output>
          <div className={styles.stepper}>
            <button
              type="button"
              className={styles.step}
              aria-label={t`Smaller text`}
              disabled={settings.fontSize <= FONT_SIZE.min}
              onClick={() => setFontSize(settings.fontSize - FONT_SIZE.step)}
            >
              <span aria-hidden="true">−</span>
            </button>
            <input
              id={fontSizeId}
              type="range"
              className={styles.range}
              min={FONT_SIZE.min}
              max={FONT_SIZE.max}
              step={FONT_SIZE.step}
              value={settings.fontSize}
              aria-valuetext={fontSizeText}
              onChange={(event) => setFontSize(Number(event.currentTarget.value))}
            />
            <button
              type="button"
              className={styles.step}
              aria-label={t`Larger text`}
              disabled={settings.fontSize >= FONT_SIZE.max}
              onClick={() => setFontSize(settings.fontSize + FONT_SIZE.step)}
            >
              <span aria-hidden="true">+</span>
            </button>
          </div>
        </div>

        <ul className={styles.switches}>
          {BOOLEAN_SETTINGS.map((setting) => (
            <li key={setting}>
              <label className={styles.switch}>
                <input
                  type="checkbox"
                  role="switch"
                  className={styles.switchInput}
                  checked={settings[setting]}
                  aria-describedby={`accessibility-hint-${setting}`}
                  onChange={() => settingsActor.send({ type: 'SETTINGS.TOGGLE', setting })}
                />
                <span className={styles.switchLabel}>{i18n._(switchLabels[setting].label)}</span>
              </label>
              <p id={`accessibility-hint-${setting}`} className={styles.hint}>
                {i18n._(switchLabels[setting].hint)}
              </p>
            </li>
          ))}
        </ul>

        <fieldset className={styles.colorBlind}>
          <legend className={styles.label}>
            <Trans comment="Heading of the colour-blind correction options">Colour-blind support</Trans>
          </legend>
          {COLOR_BLIND_MODES.map((mode) => (
            <label key={mode} className={styles.radio}>
              <input
                type="radio"
                name="accessibility-color-blind"
                value={mode}
                checked={settings.colorBlindSupport === mode}
                onChange={() => settingsActor.send({ type: 'SETTINGS.SET_COLOR_BLIND', mode })}
              />
              <span>{i18n._(colorBlindLabels[mode])}</span>
            </label>
          ))}
        </fieldset>

        <button type="button" className={styles.reset} onClick={() => settingsActor.send({ type: 'SETTINGS.RESET' })}>
          <Trans comment="Button in the accessibility panel">Reset to defaults</Trans>
        </button>
      </dialog>
    </>
  );
}
