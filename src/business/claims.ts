import { business } from './profile';

/**
 * Every figure the site claims about the business (spec section 9 "Claims"),
 * in one place: the pages, their meta descriptions and the structured data
 * read them from here, and tests/unit/claimFigures.test.ts fails when a page's
 * text states a figure that is not one of these.
 *
 * Where the spec disagrees with itself the choice is recorded in
 * docs/decisions.md ("Facts, prices and structured data"): 98 % satisfaction
 * (not 95 %), and the years counted from the founding year (2016), so that the
 * home page's years, the about page's counters and its timeline tell one story.
 */

/** The year the business was founded in Hamburg (2016): the copyright line's first year and the about page's "founded" figure. */
export const foundedYear = business.foundedYear;

/**
 * The year the site was built (Vite's define); code run outside Vite (the browser
 * tests read these claims) counts to this year instead, the same year for a fresh build.
 */
const countedToYear = typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : new Date().getFullYear();

export const claims = {
  /**
   * Full years in business, counted from the founding year to the year the site
   * was built (10 in 2026; the spec's "8+" and "11+" were typed, and went stale).
   * Shown as "10+": the current year is under way. A build constant, so the
   * prerendered page and its hydration agree.
   */
  experienceYears: countedToYear - foundedYear,
  /** Projects completed, shown as "150+". */
  projects: 150,
  /** Satisfied clients in percent (spec: 95 % or 98 %; 98 % agrees with a 5.0 average). */
  satisfactionPercent: 98,
  /** Average client rating, out of `ratingScale`, shown with one decimal (5.0). */
  averageRating: 5,
  ratingScale: 5,
  /** The reply promise in hours (spec section 9, "24h response"). */
  responseHours: business.replyWithinHours,
  /** More organic traffic on average for SEO clients, in percent ("300%"). */
  organicTrafficGainPercent: 300,
  /** First measurable results within this many days ("90-day results"). */
  firstResultsDays: 90,
  /** New projects taken on per month ("only 3 spots per month"). */
  newProjectsPerMonth: 3,
  /** The ranking the hero counts to ("#1 rankings"). */
  topRanking: 1,
} as const;

export type ClaimId = keyof typeof claims;
