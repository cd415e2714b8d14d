import { afterEach, describe, expect, it, vi } from 'vitest';
import { correctionMatrix, feColorMatrixValues } from '../../src/accessibility/colorBlindFilters';
import { applySettingsToRoot, settingsToAttributes } from '../../src/accessibility/documentAttributes';
import { defaultSettings, isValidFontSize } from '../../src/accessibility/settings';
import {
  SETTINGS_STORAGE_KEY,
  deleteSavedSettings,
  loadSettings,
  parseSavedSettings,
  saveSettings,
} from '../../src/accessibility/settingsStorage';
import { memoryStorage } from '../support/memoryStorage';

const defaults = defaultSettings(false);
const custom = { ...defaults, fontSize: 150, highContrast: true, colorBlindSupport: 'tritanopia' as const, dyslexiaFriendly: true };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('parsing saved accessibility settings', () => {
  it('uses the defaults, without a warning, when nothing is saved', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseSavedSettings(null, defaults)).toEqual({ settings: defaults, saved: false });
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads back every field that was saved', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseSavedSettings(JSON.stringify(custom), defaults)).toEqual({ settings: custom, saved: true });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['corrupted JSON', '{"fontSize": 125,'],
    ['an array', '[1, 2]'],
    ['a number', '42'],
    ['null', 'null'],
    ['a string', '"high contrast"'],
  ])('ignores %s with a warning and uses the defaults', (_, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseSavedSettings(raw, defaults)).toEqual({ settings: defaults, saved: false });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain(SETTINGS_STORAGE_KEY);
  });

  it.each([
    ['fontSize', '"150"'],
    ['fontSize', '50'],
    ['fontSize', '225'],
    ['fontSize', '110'],
    ['fontSize', '125.5'],
    ['highContrast', '"true"'],
    ['reduceAnimations', '1'],
    ['screenReaderMode', 'null'],
    ['colorBlindSupport', '"achromatopsia"'],
    ['colorBlindSupport', 'true'],
    ['dyslexiaFriendly', '{}'],
  ])('replaces an invalid %s (%s) by its default, keeps the valid fields and warns', (field, value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const raw = `{"highlightFocus": true, "${field}": ${value}}`;
    const { settings, saved } = parseSavedSettings(raw, defaults);
    expect(saved).toBe(true);
    expect(settings).toEqual({ ...defaults, highlightFocus: true });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(field));
  });

  it('ignores unknown fields silently', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseSavedSettings('{"theme": "dark", "fontSize": 75}', defaults).settings).toEqual({ ...defaults, fontSize: 75 });
    expect(warn).not.toHaveBeenCalled();
  });

  it('takes the system motion preference as the default for reduce animations', () => {
    const reduced = defaultSettings(true);
    expect(reduced.reduceAnimations).toBe(true);
    expect(parseSavedSettings('{}', reduced).settings.reduceAnimations).toBe(true);
    expect(parseSavedSettings('{"reduceAnimations": false}', reduced).settings.reduceAnimations).toBe(false);
  });

  it('accepts exactly the font sizes of the 75-200 % scale in steps of 25', () => {
    expect([50, 75, 100, 110, 125, 150, 175, 200, 225].filter(isValidFontSize)).toEqual([75, 100, 125, 150, 175, 200]);
  });
});

describe('the settings in local storage', () => {
  it('saves all fields under "accessibility-settings", loads them and deletes them', () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    saveSettings(custom);
    expect(JSON.parse(storage.getItem(SETTINGS_STORAGE_KEY)!)).toEqual(custom);
    expect(loadSettings(defaults)).toEqual({ settings: custom, saved: true });
    deleteSavedSettings();
    expect(storage.getItem(SETTINGS_STORAGE_KEY)).toBeNull();
    expect(loadSettings(defaults)).toEqual({ settings: defaults, saved: false });
  });

  it('warns instead of throwing when the storage is full', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    vi.stubGlobal('localStorage', storage);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => saveSettings(custom)).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('QuotaExceededError'));
  });

  it('works without a storage: blocked (throws on access) or missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access denied', 'SecurityError');
      },
    });
    try {
      expect(loadSettings(defaults)).toEqual({ settings: defaults, saved: false });
      expect(() => saveSettings(custom)).not.toThrow();
      expect(() => deleteSavedSettings()).not.toThrow();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('no local storage'));
    } finally {
      delete (globalThis as { localStorage?: Storage }).localStorage;
    }
    expect(loadSettings(defaults)).toEqual({ settings: defaults, saved: false });
  });

  it('warns when reading or deleting throws', () => {
    const storage = memoryStorage();
    storage.getItem = () => {
      throw new Error('broken');
    };
    storage.removeItem = () => {
      throw new Error('broken');
    };
    vi.stubGlobal('localStorage', storage);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(loadSettings(defaults)).toEqual({ settings: defaults, saved: false });
    deleteSavedSettings();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('settings on <html>', () => {
  it('describes every setting as an attribute; screen-reader mode implies reduced motion', () => {
    expect(settingsToAttributes(defaults)).toEqual({
      'data-motion': 'full',
      'data-screen-reader': null,
      'data-contrast': null,
      'data-focus': null,
      'data-colorblind': null,
      'data-dyslexia': null,
    });
    expect(settingsToAttributes({ ...defaults, screenReaderMode: true })).toMatchObject({ 'data-motion': 'reduced', 'data-screen-reader': 'true' });
    expect(settingsToAttributes({ ...custom, highlightFocus: true, reduceAnimations: true })).toEqual({
      'data-motion': 'reduced',
      'data-screen-reader': null,
      'data-contrast': 'high',
      'data-focus': 'highlight',
      'data-colorblind': 'tritanopia',
      'data-dyslexia': 'true',
    });
  });

  it('sets and removes the attributes and the root font size', () => {
    const attributes = new Map<string, string>();
    const style = new Map<string, string>();
    const root = {
      setAttribute: (name: string, value: string) => void attributes.set(name, value),
      removeAttribute: (name: string) => void attributes.delete(name),
      style: { setProperty: (name: string, value: string) => void style.set(name, value), removeProperty: (name: string) => void style.delete(name) },
    } as unknown as HTMLElement;
    applySettingsToRoot(root, custom);
    expect(Object.fromEntries(attributes)).toEqual({ 'data-motion': 'full', 'data-contrast': 'high', 'data-colorblind': 'tritanopia', 'data-dyslexia': 'true' });
    expect(style.get('--font-size-root')).toBe('150%');
    applySettingsToRoot(root, defaults);
    expect(Object.fromEntries(attributes)).toEqual({ 'data-motion': 'full' });
    expect(style.size).toBe(0);
  });
});

describe('colour-blind correction matrices', () => {
  it.each(['protanopia', 'deuteranopia', 'tritanopia'] as const)('%s keeps greys grey and changes colours', (mode) => {
    const matrix = correctionMatrix(mode);
    for (const row of matrix) expect(row.reduce((sum, value) => sum + value, 0)).toBeCloseTo(1, 2);
    const isIdentity = matrix.every((row, i) => row.every((value, j) => Math.abs(value - (i === j ? 1 : 0)) < 0.01));
    expect(isIdentity).toBe(false);
    const values = feColorMatrixValues(mode).split(' ').map(Number);
    expect(values).toHaveLength(20);
    expect(values.slice(15)).toEqual([0, 0, 0, 1, 0]);
  });
});
