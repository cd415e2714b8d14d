import {
  type AccessibilitySettings,
  BOOLEAN_SETTINGS,
  isColorBlindMode,
  isValidFontSize,
} from './settings';

/**
 * Reading and writing the saved settings (spec section 3: local storage key
 * `accessibility-settings`). Nothing here throws: unreadable data is ignored
 * with a console warning (spec section 8, console-only), a storage that is
 * missing, blocked or full is reported the same way, and the page goes on with
 * the defaults.
 */
export const SETTINGS_STORAGE_KEY = 'accessibility-settings';

/** What was found in storage: the settings to use and whether anything usable was saved. */
export interface LoadedSettings {
  settings: AccessibilitySettings;
  saved: boolean;
}

/**
 * Turns the stored text into settings. Every field is checked: a field with a
 * wrong type or value falls back to its default (with a warning), unknown
 * fields are ignored; text that is not a JSON object is ignored as a whole.
 */
export function parseSavedSettings(raw: string | null, defaults: AccessibilitySettings): LoadedSettings {
  if (raw === null) return { settings: defaults, saved: false };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    console.warn(`Ignoring "${SETTINGS_STORAGE_KEY}": not JSON.`);
    return { settings: defaults, saved: false };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    console.warn(`Ignoring "${SETTINGS_STORAGE_KEY}": not an object.`);
    return { settings: defaults, saved: false };
  }
  const record = data as Record<string, unknown>;
  const settings = { ...defaults };
  const rejected: string[] = [];
  const field = <K extends keyof AccessibilitySettings>(key: K, isValid: (value: unknown) => value is AccessibilitySettings[K]) => {
    if (!(key in record)) return;
    if (isValid(record[key])) settings[key] = record[key];
    else rejected.push(key);
  };
  field('fontSize', isValidFontSize);
  field('colorBlindSupport', isColorBlindMode);
  for (const key of BOOLEAN_SETTINGS) field(key, (value): value is boolean => typeof value === 'boolean');
  if (rejected.length) {
    console.warn(`Ignoring invalid fields of "${SETTINGS_STORAGE_KEY}": ${rejected.join(', ')}.`);
  }
  return { settings, saved: true };
}

/** localStorage, or null where the browser blocks it (private modes, sandboxed frames, disabled storage). */
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function loadSettings(defaults: AccessibilitySettings): LoadedSettings {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(SETTINGS_STORAGE_KEY) ?? null;
  } catch (error) {
    console.warn(`Cannot read "${SETTINGS_STORAGE_KEY}": ${describe(error)}`);
  }
  return parseSavedSettings(raw, defaults);
}

/** Saves every field; a full or blocked storage is reported, never thrown. */
export function saveSettings(settings: AccessibilitySettings): void {
  const target = storage();
  if (!target) return console.warn(`Cannot save "${SETTINGS_STORAGE_KEY}": no local storage.`);
  try {
    target.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch (error) {
    console.warn(`Cannot save "${SETTINGS_STORAGE_KEY}": ${describe(error)}`);
  }
}

export function deleteSavedSettings(): void {
  try {
    storage()?.removeItem(SETTINGS_STORAGE_KEY);
  } catch (error) {
    console.warn(`Cannot delete "${SETTINGS_STORAGE_KEY}": ${describe(error)}`);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
