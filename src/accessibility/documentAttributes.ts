import { type AccessibilitySettings, FONT_SIZE } from './settings';

/**
 * How the accessibility settings appear on <html>: the one contract between the
 * settings and everything they affect. CSS switches design tokens on these
 * attributes (src/styles/tokens.css); moving parts read the motion pair through
 * `useMotionPreference` (./motionPreference.ts). No React here: the boot script
 * (./boot.ts) is built from this module too.
 */
export const motionAttributes = {
  motion: 'data-motion',
  screenReader: 'data-screen-reader',
} as const;

export const settingAttributes = {
  ...motionAttributes,
  contrast: 'data-contrast',
  focus: 'data-focus',
  colorBlind: 'data-colorblind',
  dyslexia: 'data-dyslexia',
} as const;

/** The font size is the root font size token; every rem-based size follows it. */
export const FONT_SIZE_PROPERTY = '--font-size-root';

/** Attribute values for a set of settings; null removes the attribute. */
export function settingsToAttributes(settings: AccessibilitySettings): Record<string, string | null> {
  return {
    // Screen-reader mode implies no motion (spec: it removes motion and auto-advancing content).
    [settingAttributes.motion]: settings.reduceAnimations || settings.screenReaderMode ? 'reduced' : 'full',
    [settingAttributes.screenReader]: settings.screenReaderMode ? 'true' : null,
    [settingAttributes.contrast]: settings.highContrast ? 'high' : null,
    [settingAttributes.focus]: settings.highlightFocus ? 'highlight' : null,
    [settingAttributes.colorBlind]: settings.colorBlindSupport === 'none' ? null : settings.colorBlindSupport,
    [settingAttributes.dyslexia]: settings.dyslexiaFriendly ? 'true' : null,
  };
}

/** Puts the settings on the document root: used before the first paint and on every change. */
export function applySettingsToRoot(root: HTMLElement, settings: AccessibilitySettings): void {
  for (const [name, value] of Object.entries(settingsToAttributes(settings))) {
    if (value === null) root.removeAttribute(name);
    else root.setAttribute(name, value);
  }
  if (settings.fontSize === FONT_SIZE.default) root.style.removeProperty(FONT_SIZE_PROPERTY);
  else root.style.setProperty(FONT_SIZE_PROPERTY, `${settings.fontSize}%`);
}
