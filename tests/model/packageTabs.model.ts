import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';

/**
 * The package tabs as the spec and the WAI-ARIA tabs pattern describe them:
 * SEO first and selected, arrow keys move with wrap-around, Home and End jump
 * to the ends, a click selects. Shared by the unit model test and the browser
 * test (which presses the real keys and clicks the real tabs).
 */
const packageTabsModel = createMachine({
  id: 'packageTabsModel',
  types: {} as { events: PackageTabsModelEvent },
  initial: 'seo',
  states: {
    seo: { on: { CLICK_SEA: 'sea', CLICK_WEBSITE: 'website', ARROW_RIGHT: 'sea', ARROW_LEFT: 'website', END: 'website' } },
    sea: { on: { CLICK_SEO: 'seo', CLICK_WEBSITE: 'website', ARROW_RIGHT: 'website', ARROW_LEFT: 'seo', HOME: 'seo', END: 'website' } },
    website: { on: { CLICK_SEO: 'seo', CLICK_SEA: 'sea', ARROW_RIGHT: 'seo', ARROW_LEFT: 'sea', HOME: 'seo' } },
  },
});

export const packageTabsModelEvents = [
  { type: 'CLICK_SEO' },
  { type: 'CLICK_SEA' },
  { type: 'CLICK_WEBSITE' },
  { type: 'ARROW_RIGHT' },
  { type: 'ARROW_LEFT' },
  { type: 'HOME' },
  { type: 'END' },
] as const satisfies ReadonlyArray<{ type: string }>;

export type PackageTabsModelEvent = (typeof packageTabsModelEvents)[number];

export const packageTabsTestModel = createTestModel(packageTabsModel, { events: [...packageTabsModelEvents] });

/** The key each keyboard event of the model presses. */
export const packageTabsModelKeys: Partial<Record<PackageTabsModelEvent['type'], string>> = {
  ARROW_RIGHT: 'ArrowRight',
  ARROW_LEFT: 'ArrowLeft',
  HOME: 'Home',
  END: 'End',
};

/** The tab each click of the model presses. */
export const packageTabsModelClicks: Partial<Record<PackageTabsModelEvent['type'], 'seo' | 'sea' | 'website'>> = {
  CLICK_SEO: 'seo',
  CLICK_SEA: 'sea',
  CLICK_WEBSITE: 'website',
};
