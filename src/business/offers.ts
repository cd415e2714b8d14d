/**
 * What the business sells and for how much (spec section 9, "Package prices"),
 * as numbers, in one place. The package table is the source of every price and
 * duration on the site: a service's entry price is the lowest tier of its line
 * with that tier's term, and a duration covers its tiers. Pages format them per
 * language (src/i18n/offerText.ts) and structured data reads the same numbers,
 * so a price can never differ between the page, the home cards, the advisor,
 * the FAQ, the ROI calculator and search engines (issue 35; docs/decisions.md,
 * "One price table").
 */

export type ServiceId = 'seo-web-development' | 'google-ads-sea' | 'seo-retainer' | 'web-applications';

/**
 * A range of weeks or months, or one value when `max` is left out. `maxUnit`
 * gives `max` another unit where a range crosses units ("4 weeks to 6 months").
 */
export interface DurationRange {
  unit: 'week' | 'month';
  min: number;
  max?: number;
  maxUnit?: 'week' | 'month';
}

/** How long a service runs: a project of some weeks, or a retainer with a minimum term. */
export type ServiceDuration = { kind: 'project'; range: DurationRange } | { kind: 'minimumTerm'; range: DurationRange };

export type PackageLine = 'seo' | 'sea' | 'website';
export type PackageTier = 'starter' | 'premium' | 'performance';

export interface PackageOffer {
  priceEur: number;
  /** "from" before the price: the performance tiers, open at the top. */
  from: boolean;
  per: 'project' | 'month';
  /** Minimum term (monthly lines) or project duration (websites). */
  term: ServiceDuration;
  popular: boolean;
}

const monthly = (priceEur: number, months: number, popular = false, from = false): PackageOffer => ({
  priceEur,
  from,
  per: 'month',
  term: { kind: 'minimumTerm', range: { unit: 'month', min: months } },
  popular,
});
const project = (priceEur: number, weeks: { min: number; max: number }, popular = false, from = false): PackageOffer => ({
  priceEur,
  from,
  per: 'project',
  term: { kind: 'project', range: { unit: 'week', ...weeks } },
  popular,
});

/**
 * Spec section 9 "Package prices". The spec writes "from" before the SEO and
 * website performance prices; the SEA performance package is open-ended at the
 * top in the same way, so all three performance packages say "from". The
 * spec has a popular flag without naming the package: premium, in each line.
 */
export const packageOffers: Record<PackageLine, Record<PackageTier, PackageOffer>> = {
  seo: { starter: monthly(800, 3), premium: monthly(1500, 6, true), performance: monthly(2200, 12, false, true) },
  sea: { starter: monthly(600, 3), premium: monthly(1200, 6, true), performance: monthly(1800, 12, false, true) },
  website: {
    starter: project(2500, { min: 4, max: 6 }),
    premium: project(4500, { min: 6, max: 8 }, true),
    performance: project(8500, { min: 8, max: 12 }, false, true),
  },
};

/** Cheapest first: the first tier is a line's entry price. */
export const packageTiers: readonly PackageTier[] = ['starter', 'premium', 'performance'];

/** The popular tier of a line (the spec's flag): what a calculation starts with. */
export const popularTier = (line: PackageLine): PackageTier => packageTiers.find((tier) => packageOffers[line][tier].popular) ?? 'premium';

/** A line's entry tier: its cheapest. */
const entryTier = (line: PackageLine): PackageOffer => packageOffers[line][packageTiers[0]!];

/** The weeks from the shortest tier's start to the longest tier's end ("4–12 weeks" for websites). */
function spanOfTiers(line: PackageLine): DurationRange {
  const ranges = packageTiers.map((tier) => packageOffers[line][tier].term.range);
  return { unit: ranges[0]!.unit, min: Math.min(...ranges.map((range) => range.min)), max: Math.max(...ranges.map((range) => range.max ?? range.min)) };
}

/** Spec section 9, web application page. All prices are net (VAT not included). */
export const webAppPricing = {
  /** From 8,000 EUR net: the site's one entry price for web applications (the spec's 5,000 EUR on the services page is dropped). */
  fromEur: 8000,
  /** Development runs in 2-week sprints. */
  sprintWeeks: 2,
  /** Security fixes included after launch. */
  securityFixMonths: 3,
  /** A simple tool takes 4 to 6 weeks. */
  simpleToolWeeks: { min: 4, max: 6 },
  /** A mid-size application costs 15,000 to 40,000 EUR. */
  midSizeEur: { min: 15000, max: 40000 },
  /** Not in the spec: mid-size applications take 8 to 16 weeks (the spec's 16 weeks as the top). */
  midSizeWeeks: { min: 8, max: 16 },
  /**
   * A complex application takes 3 to 6 months. The spec gives a SaaS product "a
   * five-figure budget", which reads as less than the mid-size tier's 40,000 EUR:
   * the site says it starts above the mid-size range (docs/decisions.md).
   */
  complexMonths: { min: 3, max: 6 },
  /** A complex platform or SaaS product costs more than this (the top of the mid-size range). */
  complexAboveEur: 40000,
} as const;

/** A web application takes from the simple tool's shortest time to the complex platform's longest: 4 weeks to 6 months. */
export const webAppProjectDuration: DurationRange = {
  unit: 'week',
  min: webAppPricing.simpleToolWeeks.min,
  max: webAppPricing.complexMonths.max,
  maxUnit: 'month',
};

export interface ServiceOffer {
  /** Which service: its price says what it is ("SEO from €800 a month"). */
  id: ServiceId;
  /** "From" price in euros, net. */
  fromEur: number;
  per: 'project' | 'month';
  duration: ServiceDuration;
  /** The package line the price comes from (web applications have tiers of their own). */
  line?: PackageLine;
  /** Google Ads: the ad budget paid to Google comes on top of the fee. */
  plusAdBudget?: boolean;
}

/** A service whose prices are a package line: the entry tier's price and term, or, for projects, the span of every tier. */
function lineOffer(id: ServiceId, line: PackageLine, extra: Partial<ServiceOffer> = {}): ServiceOffer {
  const entry = entryTier(line);
  const duration: ServiceDuration = entry.term.kind === 'project' ? { kind: 'project', range: spanOfTiers(line) } : entry.term;
  return { id, fromEur: entry.priceEur, per: entry.per, duration, line, ...extra };
}

/** The services of the cards, the advisor and the FAQ, read from the package table. */
export const serviceOffers: Record<ServiceId, ServiceOffer> = {
  'seo-web-development': lineOffer('seo-web-development', 'website'),
  'google-ads-sea': lineOffer('google-ads-sea', 'sea', { plusAdBudget: true }),
  'seo-retainer': lineOffer('seo-retainer', 'seo'),
  'web-applications': { id: 'web-applications', fromEur: webAppPricing.fromEur, per: 'project', duration: { kind: 'project', range: webAppProjectDuration } },
};

/** Spec section 9: the free initial consultation lasts 30 minutes and is worth 500 EUR. */
export const freeConsultation = { minutes: 30, worthEur: 500 } as const;
