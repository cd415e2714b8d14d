import { type AccessibilitySettings, defaultSettings } from './settings';
import { type LoadedSettings, loadSettings } from './settingsStorage';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

export interface StartupSettings extends LoadedSettings {
  /** What "reset" returns to on this device (the system's motion preference included). */
  defaults: AccessibilitySettings;
}

/** The settings a page starts with: the saved ones, else the defaults. Browser only. */
export function startupSettings(): StartupSettings {
  const prefersReduced = typeof matchMedia === 'function' && matchMedia(reducedMotionQuery).matches;
  const defaults = defaultSettings(prefersReduced);
  return { ...loadSettings(defaults), defaults };
}
