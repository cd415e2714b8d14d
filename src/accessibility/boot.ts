/**
 * The boot script: built into the classic, blocking `/accessibility-settings.js`
 * that index.html loads in its <head> (see vite.config.ts), so a prerendered
 * page is painted with the visitor's settings from the start, without an inline
 * script (the content policy allows same-origin script files only). It uses the
 * same modules as the panel, so both read and apply the settings alike.
 */
import { applySettingsToRoot } from './documentAttributes';
import { startupSettings } from './startupSettings';

applySettingsToRoot(document.documentElement, startupSettings().settings);
