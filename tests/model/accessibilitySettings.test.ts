import { expect } from 'vitest';
import { createMachine, fromCallback } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { type AccessibilitySettings, type ColorBlindMode, defaultSettings } from '../../src/accessibility/settings';
import { accessibilitySettingsMachine } from '../../src/machines/accessibilitySettings';
import { describeModelSuite } from '../support/describeModelSuite';
import { createModelBasedSuite } from '../support/modelTest';

/**
 * The settings as the spec describes them: on the page, before anything
 * changes, the visitor has either the defaults or what was saved; every change
 * applies at once and is saved; reset gives the defaults back and deletes the
 * saved entry. Font sizes off the 75-200 % scale in steps of 25 are refused.
 * Model events name what the visitor (or a broken control) does.
 */
type ModelEvent =
  | { type: 'LOAD_NOTHING_SAVED' }
  | { type: 'LOAD_SAVED' }
  | { type: 'FONT_125' }
  | { type: 'FONT_75' }
  | { type: 'FONT_225' }
  | { type: 'FONT_110' }
  | { type: 'TOGGLE_HIGH_CONTRAST' }
  | { type: 'TOGGLE_DYSLEXIA' }
  | { type: 'CHOOSE_DEUTERANOPIA' }
  | { type: 'CHOOSE_UNKNOWN_MODE' }
  | { type: 'RESET' };

const changes = {
  FONT_125: 'changed',
  FONT_75: 'changed',
  TOGGLE_HIGH_CONTRAST: 'changed',
  TOGGLE_DYSLEXIA: 'changed',
  CHOOSE_DEUTERANOPIA: 'changed',
} as const;

const settingsModel = createMachine({
  types: {} as { events: ModelEvent },
  initial: 'loading',
  states: {
    loading: { on: { LOAD_NOTHING_SAVED: 'defaults', LOAD_SAVED: 'changed' } },
    defaults: { on: { ...changes, FONT_225: 'defaults', FONT_110: 'defaults', CHOOSE_UNKNOWN_MODE: 'defaults', RESET: 'defaults' } },
    changed: { on: { ...changes, FONT_225: 'changed', FONT_110: 'changed', CHOOSE_UNKNOWN_MODE: 'changed', RESET: 'defaults' } },
  },
});

const events: ModelEvent[] = [
  { type: 'LOAD_NOTHING_SAVED' },
  { type: 'LOAD_SAVED' },
  { type: 'FONT_125' },
  { type: 'FONT_75' },
  { type: 'FONT_225' },
  { type: 'FONT_110' },
  { type: 'TOGGLE_HIGH_CONTRAST' },
  { type: 'TOGGLE_DYSLEXIA' },
  { type: 'CHOOSE_DEUTERANOPIA' },
  { type: 'CHOOSE_UNKNOWN_MODE' },
  { type: 'RESET' },
];

const defaults = defaultSettings(true);
const savedSettings: AccessibilitySettings = { ...defaults, fontSize: 200, reduceAnimations: false, colorBlindSupport: 'protanopia' };

/** The page and the storage as the provided effects leave them. */
let page: AccessibilitySettings | null;
let stored: AccessibilitySettings | null;
/** What the settings should be, tracked alongside the model. */
let expected: AccessibilitySettings;

function createReal() {
  page = null;
  stored = null;
  return accessibilitySettingsMachine.provide({
    actions: {
      applySettings: (_, { settings }) => void (page = settings),
      saveSettings: (_, { settings }) => void (stored = settings),
      deleteSavedSettings: () => void (stored = null),
    },
    // started by the test's LOAD_* events instead
    actors: { loadSettings: fromCallback(() => {}) },
  });
}

const suite = createModelBasedSuite({
  testModel: createTestModel(settingsModel, { events }),
  createReal,
  execute: (event, { actor }) => {
    const current = actor.getSnapshot().context.settings;
    switch (event.type) {
      case 'LOAD_NOTHING_SAVED':
        expected = defaults;
        return actor.send({ type: 'SETTINGS.LOADED', settings: defaults, defaults });
      case 'LOAD_SAVED':
        expected = savedSettings;
        stored = savedSettings;
        return actor.send({ type: 'SETTINGS.LOADED', settings: savedSettings, defaults });
      case 'FONT_125':
      case 'FONT_75': {
        const value = event.type === 'FONT_125' ? 125 : 75;
        expected = { ...current, fontSize: value };
        return actor.send({ type: 'SETTINGS.SET_FONT_SIZE', value });
      }
      case 'FONT_225':
      case 'FONT_110':
        expected = current;
        return actor.send({ type: 'SETTINGS.SET_FONT_SIZE', value: event.type === 'FONT_225' ? 225 : 110 });
      case 'TOGGLE_HIGH_CONTRAST':
        expected = { ...current, highContrast: !current.highContrast };
        return actor.send({ type: 'SETTINGS.TOGGLE', setting: 'highContrast' });
      case 'TOGGLE_DYSLEXIA':
        expected = { ...current, dyslexiaFriendly: !current.dyslexiaFriendly };
        return actor.send({ type: 'SETTINGS.TOGGLE', setting: 'dyslexiaFriendly' });
      case 'CHOOSE_DEUTERANOPIA':
        expected = { ...current, colorBlindSupport: 'deuteranopia' };
        return actor.send({ type: 'SETTINGS.SET_COLOR_BLIND', mode: 'deuteranopia' });
      case 'CHOOSE_UNKNOWN_MODE':
        expected = current;
        return actor.send({ type: 'SETTINGS.SET_COLOR_BLIND', mode: 'monochromacy' as ColorBlindMode });
      case 'RESET':
        expected = defaults;
        return actor.send({ type: 'SETTINGS.RESET' });
    }
  },
  states: {
    loading: (snapshot) => {
      expect(snapshot.value).toBe('loading');
      expect(page, 'nothing applied before the settings are read').toBeNull();
    },
    defaults: (snapshot) => {
      expect(snapshot.value).toBe('active');
      expect(snapshot.context.settings).toEqual(defaults);
      expect(page, 'the page shows the defaults').toEqual(defaults);
      expect(stored, 'nothing saved').toBeNull();
    },
    changed: (snapshot) => {
      expect(snapshot.value).toBe('active');
      expect(snapshot.context.settings).toEqual(expected);
      expect(page, 'applied immediately').toEqual(expected);
      expect(stored, 'saved on every change').toEqual(expected);
    },
  },
});

describeModelSuite('accessibility settings machine, driven by its test model', suite);
