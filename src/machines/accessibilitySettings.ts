import { assign, fromCallback, setup } from 'xstate';
import {
  type AccessibilitySettings,
  type BooleanSetting,
  type ColorBlindMode,
  isColorBlindMode,
  defaultSettings,
  isValidFontSize,
} from '../accessibility/settings';

/**
 * The accessibility settings (spec sections 3 and 4): every change is applied
 * to the page at once and saved; reset returns to the defaults and deletes the
 * saved entry. Changes outside the allowed values (a font size off the 75-200 %
 * scale in steps of 25, an unknown colour-blind mode) are refused by guards.
 * The component provides the effects: loadSettings (reads storage when the
 * actor starts, so rendering never touches it), applySettings (attributes on
 * <html>), saveSettings and deleteSavedSettings (local storage).
 */
export type SettingsEvent =
  | { type: 'SETTINGS.SET_FONT_SIZE'; value: number }
  | { type: 'SETTINGS.TOGGLE'; setting: BooleanSetting }
  | { type: 'SETTINGS.SET_COLOR_BLIND'; mode: ColorBlindMode }
  | { type: 'SETTINGS.RESET' }
  /** From the loadSettings actor: what storage held, and this device's defaults. */
  | { type: 'SETTINGS.LOADED'; settings: AccessibilitySettings; defaults: AccessibilitySettings };

export interface SettingsContext {
  settings: AccessibilitySettings;
  /** What reset returns to (the system's motion preference included). */
  defaults: AccessibilitySettings;
}

const current = ({ context }: { context: SettingsContext }) => ({ settings: context.settings });

export const accessibilitySettingsMachine = setup({
  types: {
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
  },
  guards: {
    isAllowedFontSize: ({ event }) => event.type === 'SETTINGS.SET_FONT_SIZE' && isValidFontSize(event.value),
    isKnownColorBlindMode: ({ event }) => event.type === 'SETTINGS.SET_COLOR_BLIND' && isColorBlindMode(event.mode),
  },
  actions: {
    setFontSize: assign({
      settings: ({ context, event }) =>
        event.type === 'SETTINGS.SET_FONT_SIZE' ? { ...context.settings, fontSize: event.value } : context.settings,
    }),
    toggleSetting: assign({
      settings: ({ context, event }) =>
        event.type === 'SETTINGS.TOGGLE' ? { ...context.settings, [event.setting]: !context.settings[event.setting] } : context.settings,
    }),
    setColorBlindMode: assign({
      settings: ({ context, event }) =>
        event.type === 'SETTINGS.SET_COLOR_BLIND' ? { ...context.settings, colorBlindSupport: event.mode } : context.settings,
    }),
    storeLoaded: assign(({ event }) => (event.type === 'SETTINGS.LOADED' ? { settings: event.settings, defaults: event.defaults } : {})),
    restoreDefaults: assign({ settings: ({ context }) => context.defaults }),
    /** Puts the settings on the page (attributes on <html>). */
    applySettings: (_, _params: { settings: AccessibilitySettings }) => {},
    saveSettings: (_, _params: { settings: AccessibilitySettings }) => {},
    deleteSavedSettings: () => {},
  },
  actors: {
    /** Reads the saved settings and sends SETTINGS.LOADED. */
    loadSettings: fromCallback(() => {}),
  },
}).createMachine({
  id: 'accessibilitySettings',
  // Prerendering and hydration show the defaults; the saved settings arrive on start.
  context: { settings: defaultSettings(false), defaults: defaultSettings(false) },
  initial: 'loading',
  states: {
    loading: {
      invoke: { src: 'loadSettings' },
      on: {
        // The boot script applied them before the first paint already; applying
        // them again brings a page that ran without it in line.
        'SETTINGS.LOADED': { target: 'active', actions: ['storeLoaded', { type: 'applySettings', params: current }] },
      },
    },
    active: {
      on: {
        'SETTINGS.SET_FONT_SIZE': {
          guard: 'isAllowedFontSize',
          actions: ['setFontSize', { type: 'applySettings', params: current }, { type: 'saveSettings', params: current }],
        },
        'SETTINGS.TOGGLE': {
          actions: ['toggleSetting', { type: 'applySettings', params: current }, { type: 'saveSettings', params: current }],
        },
        'SETTINGS.SET_COLOR_BLIND': {
          guard: 'isKnownColorBlindMode',
          actions: ['setColorBlindMode', { type: 'applySettings', params: current }, { type: 'saveSettings', params: current }],
        },
        'SETTINGS.RESET': {
          actions: ['restoreDefaults', { type: 'applySettings', params: current }, 'deleteSavedSettings'],
        },
      },
    },
  },
});
