/**
 * The boot script: built into a tiny classic script inlined in index.html's <head>
 * (scripts/boot-script-plugin.mjs, allowed by its hash in the content policy), so it runs
 * before the first paint without a request of its own.
 * - A prerendered page is painted with the visitor's accessibility settings from the start,
 *   read and applied by the same modules as the panel's.
 * - The page's scripts are requested once that paint is done (./pageScripts.ts).
 */
import { applySettingsToRoot } from '../accessibility/documentAttributes';
import { startupSettings } from '../accessibility/startupSettings';
import { loadPageScriptsAfterFirstPaint } from './pageScripts';

applySettingsToRoot(document.documentElement, startupSettings().settings);
loadPageScriptsAfterFirstPaint(window);
