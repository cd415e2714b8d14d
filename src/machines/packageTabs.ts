import { setup } from 'xstate';

/**
 * The service comparison's package tabs (spec section 4): SEO (default), SEA
 * and Website. WAI-ARIA tabs with automatic activation: the arrow keys move to
 * the next or previous tab and wrap around, Home and End go to the first and
 * last, and a click selects a tab directly. One state per tab, so the
 * inspector shows which line of packages is on screen.
 */
export const packageTabIds = ['seo', 'sea', 'website'] as const;
export type PackageTabId = (typeof packageTabIds)[number];

export type PackageTabsEvent =
  | { type: 'TABS.SELECT'; tab: PackageTabId }
  | { type: 'TABS.NEXT' }
  | { type: 'TABS.PREVIOUS' }
  | { type: 'TABS.FIRST' }
  | { type: 'TABS.LAST' };

export const packageTabsMachine = setup({
  types: {
    events: {} as PackageTabsEvent,
  },
  guards: {
    selects: ({ event }, params: { tab: PackageTabId }) => event.type === 'TABS.SELECT' && event.tab === params.tab,
  },
}).createMachine({
  id: 'packageTabs',
  initial: 'seo',
  states: {
    seo: {
      on: {
        'TABS.SELECT': [
          { guard: { type: 'selects', params: { tab: 'sea' } }, target: 'sea' },
          { guard: { type: 'selects', params: { tab: 'website' } }, target: 'website' },
        ],
        'TABS.NEXT': 'sea',
        'TABS.PREVIOUS': 'website',
        'TABS.LAST': 'website',
      },
    },
    sea: {
      on: {
        'TABS.SELECT': [
          { guard: { type: 'selects', params: { tab: 'seo' } }, target: 'seo' },
          { guard: { type: 'selects', params: { tab: 'website' } }, target: 'website' },
        ],
        'TABS.NEXT': 'website',
        'TABS.PREVIOUS': 'seo',
        'TABS.FIRST': 'seo',
        'TABS.LAST': 'website',
      },
    },
    website: {
      on: {
        'TABS.SELECT': [
          { guard: { type: 'selects', params: { tab: 'seo' } }, target: 'seo' },
          { guard: { type: 'selects', params: { tab: 'sea' } }, target: 'sea' },
        ],
        'TABS.NEXT': 'seo',
        'TABS.PREVIOUS': 'sea',
        'TABS.FIRST': 'seo',
      },
    },
  },
});

/** The keys of a tab list and the events they send (WAI-ARIA tabs pattern, horizontal). */
export const packageTabKeys: Readonly<Record<string, PackageTabsEvent['type']>> = {
  ArrowRight: 'TABS.NEXT',
  ArrowLeft: 'TABS.PREVIOUS',
  Home: 'TABS.FIRST',
  End: 'TABS.LAST',
};
