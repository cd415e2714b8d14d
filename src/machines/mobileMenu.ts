import { fromCallback, setup } from 'xstate';

/**
 * Mobile navigation menu (spec sections 2 and 4, "Shell on every page").
 *
 * Closed, or open with two independent parts: focus (waiting 100 ms before it
 * moves to the first link, then placed) and the language list (collapsed or
 * expanded). Everything that touches the page is named here and provided by
 * the component: the scroll lock, the inert page behind the menu and the
 * dismiss listeners are invoked actors that clean up after themselves, focus
 * moves are actions.
 *
 * While open, the menu behaves as a modal: the page behind its backdrop is
 * inert, so Tab moves only between the toggle (which closes the menu again)
 * and the menu's own links, never to the page (WCAG 2.4.3, 2.4.11).
 *
 * The panel is a popover its toggle opens without any script, so the menu works
 * from the first paint. The machine therefore starts `hydrating` and takes over
 * from what the page shows (MENU.HYDRATED: open or not); from then on it alone
 * shows and hides the panel (named actions).
 */

/** Why the menu closes; carried by the event so the inspector shows the cause. */
export type MenuCloseCause = 'toggle' | 'escape' | 'outside' | 'link' | 'route' | 'viewport' | 'browser';

export type MobileMenuEvent =
  | { type: 'MENU.HYDRATED'; open: boolean }
  | { type: 'MENU.TOGGLE' }
  | { type: 'MENU.CLOSE'; src: MenuCloseCause }
  | { type: 'LANGUAGES.TOGGLE' };

export const mobileMenuMachine = setup({
  types: {
    events: {} as MobileMenuEvent,
  },
  delays: {
    /** Spec: focus moves to the menu's first link 100 ms after it opens (after the slide-in starts). */
    focusFirstLinkDelay: 100,
  },
  guards: {
    /** The visitor opened the menu before its code arrived. */
    hydratedOpen: ({ event }) => event.type === 'MENU.HYDRATED' && event.open,
  },
  actions: {
    /** Shows the panel (a popover), unless the page shows it already. */
    showPanel: () => {},
    /** Hides the panel, unless the page has hidden it already. */
    hidePanel: () => {},
    focusFirstLink: () => {},
    /** Returns focus to the toggle button, unless the visitor moved it elsewhere. */
    restoreFocus: () => {},
  },
  actors: {
    /** Keeps the page behind the open menu from scrolling; releases it on cleanup. */
    scrollLock: fromCallback(() => () => {}),
    /** Makes everything but the toggle and the menu inert; gives it back on cleanup. */
    pageBehindInert: fromCallback(() => () => {}),
    /** Reports Escape and clicks outside the menu as MENU.CLOSE events. */
    dismissListeners: fromCallback(() => () => {}),
  },
}).createMachine({
  id: 'mobileMenu',
  initial: 'hydrating',
  states: {
    /** The prerendered markup (and the browser) is in charge; the view reports whether the panel is showing. */
    hydrating: {
      on: { 'MENU.HYDRATED': [{ guard: 'hydratedOpen', target: 'open' }, { target: 'closed' }] },
    },
    closed: {
      on: { 'MENU.TOGGLE': 'open' },
    },
    open: {
      type: 'parallel',
      entry: 'showPanel',
      invoke: [{ src: 'scrollLock' }, { src: 'pageBehindInert' }, { src: 'dismissListeners' }],
      exit: ['hidePanel', 'restoreFocus'],
      on: {
        'MENU.TOGGLE': 'closed',
        'MENU.CLOSE': 'closed',
      },
      states: {
        focus: {
          initial: 'pending',
          states: {
            pending: {
              after: { focusFirstLinkDelay: { target: 'placed', actions: 'focusFirstLink' } },
            },
            placed: {},
          },
        },
        languages: {
          initial: 'collapsed',
          states: {
            collapsed: { on: { 'LANGUAGES.TOGGLE': 'expanded' } },
            expanded: { on: { 'LANGUAGES.TOGGLE': 'collapsed' } },
          },
        },
      },
    },
  },
});
