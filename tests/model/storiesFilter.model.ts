import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';

/**
 * The success stories as a visitor uses them: a filter with four choices
 * (all first), and a service card's "learn more" that highlights the results
 * of its story while it is hovered or focused, independently of the filter.
 */
const storiesFilterModel = createMachine({
  id: 'storiesFilterModel',
  types: {} as { events: StoriesModelEvent },
  type: 'parallel',
  states: {
    filter: {
      initial: 'all',
      states: {
        all: { on: { CHOOSE_SEO: 'seo', CHOOSE_ADS: 'ads', CHOOSE_WEBSITE: 'website' } },
        seo: { on: { CHOOSE_ALL: 'all', CHOOSE_ADS: 'ads', CHOOSE_WEBSITE: 'website' } },
        ads: { on: { CHOOSE_ALL: 'all', CHOOSE_SEO: 'seo', CHOOSE_WEBSITE: 'website', CHOOSE_ADS: 'ads' } },
        website: { on: { CHOOSE_ALL: 'all', CHOOSE_SEO: 'seo', CHOOSE_ADS: 'ads' } },
      },
    },
    highlight: {
      initial: 'none',
      states: {
        none: { on: { POINT_AT_SEO_CARD: 'seoStory', FOCUS_ADS_CARD: 'adsStory' } },
        seoStory: { on: { LEAVE_CARD: 'none', FOCUS_ADS_CARD: 'adsStory' } },
        adsStory: { on: { LEAVE_CARD: 'none', POINT_AT_SEO_CARD: 'seoStory' } },
      },
    },
  },
});

export const storiesModelEvents = [
  { type: 'CHOOSE_ALL' },
  { type: 'CHOOSE_SEO' },
  { type: 'CHOOSE_ADS' },
  { type: 'CHOOSE_WEBSITE' },
  { type: 'POINT_AT_SEO_CARD' },
  { type: 'FOCUS_ADS_CARD' },
  { type: 'LEAVE_CARD' },
] as const satisfies ReadonlyArray<{ type: string }>;

export type StoriesModelEvent = (typeof storiesModelEvents)[number];

export const storiesFilterTestModel = createTestModel(storiesFilterModel, { events: [...storiesModelEvents] });

/** The filter each choice of the model picks. */
export const storiesModelFilter = { CHOOSE_ALL: 'all', CHOOSE_SEO: 'seo', CHOOSE_ADS: 'ads', CHOOSE_WEBSITE: 'website' } as const;

/** The service of the card each highlight event of the model acts on, and its story. */
export const storiesModelCards = {
  POINT_AT_SEO_CARD: { serviceId: 'seo-retainer', story: 'law-firm' },
  FOCUS_ADS_CARD: { serviceId: 'google-ads-sea', story: 'fashion-shop' },
} as const;

/** The highlighted service in each highlight state of the model. */
export const storiesModelHighlight = { none: null, seoStory: 'seo-retainer', adsStory: 'google-ads-sea' } as const;
