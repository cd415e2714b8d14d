/**
 * The accessibility settings of spec section 3 ("Accessibility settings"): their
 * shape, limits and defaults. Pure data, shared by the boot script, the
 * settings machine and the panel.
 */
export const COLOR_BLIND_MODES = ['none', 'protanopia', 'deuteranopia', 'tritanopia'] as const;
export type ColorBlindMode = (typeof COLOR_BLIND_MODES)[number];

/** The on/off settings, in the order the panel shows them. */
export const BOOLEAN_SETTINGS = [
  'highContrast',
  'highlightFocus',
  'reduceAnimations',
  'screenReaderMode',
  'dyslexiaFriendly',
] as const;
export type BooleanSetting = (typeof BOOLEAN_SETTINGS)[number];

export interface AccessibilitySettings {
  /** Percent of the normal text size. */
  fontSize: number;
  highContrast: boolean;
  highlightFocus: boolean;
  reduceAnimations: boolean;
  screenReaderMode: boolean;
  colorBlindSupport: ColorBlindMode;
  dyslexiaFriendly: boolean;
}

/** Spec section 9: the font size slider runs from 75 to 200 percent in steps of 25, default 100. */
export const FONT_SIZE = { min: 75, max: 200, step: 25, default: 100 } as const;

export function isValidFontSize(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= FONT_SIZE.min &&
    value <= FONT_SIZE.max &&
    (value - FONT_SIZE.min) % FONT_SIZE.step === 0
  );
}

export function isColorBlindMode(value: unknown): value is ColorBlindMode {
  return typeof value === 'string' && (COLOR_BLIND_MODES as readonly string[]).includes(value);
}

/**
 * The defaults. With nothing saved, a system that asks for reduced motion
 * counts as "reduce animations" on (issue 3).
 */
export function defaultSettings(systemPrefersReducedMotion: boolean): AccessibilitySettings {
  return {
    fontSize: FONT_SIZE.default,
    highContrast: false,
    highlightFocus: false,
    reduceAnimations: systemPrefersReducedMotion,
    screenReaderMode: false,
    colorBlindSupport: 'none',
    dyslexiaFriendly: false,
  };
}
