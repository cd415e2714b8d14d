import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { fromCallback } from 'xstate';
import { applySettingsToRoot } from '../../accessibility/documentAttributes';
import { BOOLEAN_SETTINGS, type BooleanSetting, COLOR_BLIND_MODES, type ColorBlindMode, FONT_SIZE } from '../../accessibility/settings';
import { deleteSavedSettings, saveSettings } from '../../accessibility/settingsStorage';
import { startupSettings } from '../../accessibility/startupSettings';
import { useMachineActor } from '../../lib/useMachineActor';
import { accessibilitySettingsMachine } from '../../machines/accessibilitySettings';
import styles from './AccessibilityPanel.module.css';

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

const switchLabels: Record<BooleanSetting, MessageDescriptor> = {
  highContrast: msg({ message: 'High contrast', comment: 'Accessibility panel switch: all text at least 7:1 against its background' }),
  highlightFocus: msg({ message: 'Highlight focus', comment: 'Accessibility panel switch: a thick, clear ring around the element that has keyboard focus' }),
  reduceAnimations: msg({ message: 'Reduce animations', comment: 'Accessibility panel switch: stops animations, counters, carousels, moving backgrounds' }),
  screenReaderMode: msg({ message: 'Screen-reader mode', comment: 'Accessibility panel switch: no motion, nothing advances by itself, decorations silent' }),
  dyslexiaFriendly: msg({ message: 'Dyslexia-friendly text', comment: 'Accessibility panel switch: more readable typeface, wider spacing' }),
};

const colorBlindLabels: Record<ColorBlindMode, MessageDescriptor> = {
  none: msg({ message: 'None', comment: 'Colour-blind support option: no correction' }),
  protanopia: msg({ message: 'Protanopia (red-blind)', comment: 'Colour-blind support option' }),
  deuteranopia: msg({ message: 'Deuteranopia (green-blind)', comment: 'Colour-blind support option' }),
  tritanopia: msg({ message: 'Tritanopia (blue-blind)', comment: 'Colour-blind support option' }),
};

const fontSizeId = 'accessibility-font-size';

/**
 * The controls of the accessibility panel, run by the settings machine, which
 * reads the saved settings when the panel opens and applies and saves every
 * change. Before that, the boot script has applied them.
 */
export function AccessibilitySettingsForm() {
  const { t, i18n } = useLingui();
  const settingsActor = useMachineActor(browserSettings);
  const settings = useSelector(settingsActor, (snapshot) => snapshot.context.settings);
  const size = settings.fontSize;
  const fontSizeText = t({ message: `${size} %`, comment: 'Font size value in the accessibility panel, e.g. "125 %"' });
  const setFontSize = (value: number) => settingsActor.send({ type: 'SETTINGS.SET_FONT_SIZE', value });

  return (
    <>
      <div className={styles.fontSize}>
        <label htmlFor={fontSizeId}>
          <Trans comment="Label of the font size slider">Text size</Trans>
        </label>
        <output htmlFor={fontSizeId} aria-hidden="true">
          {fontSizeText}
        </output>
        <div className={styles.stepper}>
          <button
            type="button"
           
            aria-label={t`Smaller text`}
            disabled={settings.fontSize <= FONT_SIZE.min}
            onClick={() => setFontSize(settings.fontSize - FONT_SIZE.step)}
          >
            <span aria-hidden="true">−</span>
          </button>
          <input
            id={fontSizeId}
            type="range"
           
            min={FONT_SIZE.min}
            max={FONT_SIZE.max}
            step={FONT_SIZE.step}
            value={settings.fontSize}
            aria-valuetext={fontSizeText}
            onChange={(event) => setFontSize(Number(event.currentTarget.value))}
          />
          <button
            type="button"
           
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
            <label>
              <input
                type="checkbox"
                role="switch"
               
                checked={settings[setting]}
                onChange={() => settingsActor.send({ type: 'SETTINGS.TOGGLE', setting })}
              />
              <span>{i18n._(switchLabels[setting])}</span>
            </label>
          </li>
        ))}
      </ul>

      <fieldset className={styles.colorBlind}>
        <legend>
          <Trans comment="Heading of the colour-blind correction options">Colour-blind support</Trans>
        </legend>
        {COLOR_BLIND_MODES.map((mode) => (
          <label key={mode}>
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
    </>
  );
}
