import { assign, fromCallback, setup } from 'xstate';

/**
 * The success stories' filter (spec section 4): all, seo, ads or website, one
 * state each. Beside it, in a parallel region, the highlight: hovering or
 * focusing a service card's "learn more" highlights the results of the story
 * about that service until the pointer or focus leaves (the invoked callback
 * actor `watchHighlights`, which the view provides, reports both). The stories
 * are the view's data; the machine knows the filter and the highlighted service id.
 */
export const storyFilters = ['all', 'seo', 'ads', 'website'] as const;
export type StoryFilter = (typeof storyFilters)[number];

export type StoriesFilterEvent =
  | { type: 'STORIES.FILTER'; filter: StoryFilter }
  | { type: 'STORIES.HIGHLIGHT'; serviceId: string }
  | { type: 'STORIES.UNHIGHLIGHT' };

export interface StoriesFilterContext {
  /** The service whose story's results are highlighted, or null. */
  highlighted: string | null;
}

export const storiesFilterMachine = setup({
  types: {
    context: {} as StoriesFilterContext,
    events: {} as StoriesFilterEvent,
  },
  guards: {
    chooses: ({ event }, params: { filter: StoryFilter }) => event.type === 'STORIES.FILTER' && event.filter === params.filter,
  },
  actions: {
    highlight: assign({ highlighted: ({ event }) => (event.type === 'STORIES.HIGHLIGHT' ? event.serviceId : null) }),
    unhighlight: assign({ highlighted: null }),
  },
  actors: {
    /** Provided by the view: STORIES.HIGHLIGHT when a service's link is pointed at or focused, STORIES.UNHIGHLIGHT when that ends. */
    watchHighlights: fromCallback<StoriesFilterEvent>(() => () => {}),
  },
}).createMachine({
  id: 'storiesFilter',
  context: { highlighted: null },
  type: 'parallel',
  invoke: { src: 'watchHighlights' },
  states: {
    filter: {
      initial: 'all',
      // Choosing the filter that is on changes nothing; every other choice switches to it.
      on: {
        'STORIES.FILTER': storyFilters.map((filter) => ({ guard: { type: 'chooses' as const, params: { filter } }, target: `.${filter}` })),
      },
      states: { all: {}, seo: {}, ads: {}, website: {} },
    },
    highlight: {
      initial: 'none',
      states: {
        none: {
          on: { 'STORIES.HIGHLIGHT': { target: 'shown', actions: 'highlight' } },
        },
        shown: {
          on: {
            'STORIES.HIGHLIGHT': { actions: 'highlight' },
            'STORIES.UNHIGHLIGHT': { target: 'none', actions: 'unhighlight' },
          },
        },
      },
    },
  },
});

/** Whether a story of a service type is shown under a filter. */
export const storyShown = (filter: StoryFilter, serviceType: string): boolean => filter === 'all' || filter === serviceType;
