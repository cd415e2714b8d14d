/**
 * The boot script: built into a tiny classic script inlined in index.html's <head>
 * (scripts/boot-script-plugin.mjs, allowed by its hash in the content policy), so it runs
 * before the first paint without a request of its own.
 * - A prerendered page is painted with the visitor's accessibility settings from the start,
 *   read and applied by the same modules as the panel's.
 * - Every interaction with the page is queued from here on, until the entry takes the
 *   queue over and replays each once its part has hydrated (src/islands/earlyEventQueue.ts).
 * - The page's scripts are requested once that paint is done (./pageScripts.ts); a first touch
 *   on a part requests its island's code too, at once (./islandCode.ts).
 * - On a page that opts in (the services pages), the layout of the sections below the first
 *   screen waits until the app has started (src/lib/deferredLayout.ts); the body is not parsed yet.
 */
import { applySettingsToRoot } from '../accessibility/documentAttributes';
import { startupSettings } from '../accessibility/startupSettings';
import { deferLayout } from '../lib/deferredLayout';
import { queueEarlyEvents } from '../islands/earlyEventQueue';
import { preloadIslandCodeOnTouch } from './islandCode';
import { loadPageScriptsAfterFirstPaint } from './pageScripts';

applySettingsToRoot(document.documentElement, startupSettings().settings);
deferLayout(document);
queueEarlyEvents(window);
loadPageScriptsAfterFirstPaint(window);
preloadIslandCodeOnTouch(window);
