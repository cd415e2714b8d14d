import type { MessageDescriptor } from '@lingui/core';
import { Window } from 'happy-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { claims, foundedYear } from '../../src/business/claims';
import { type DurationRange, freeConsultation, packageOffers, packageTiers, serviceOffers, webAppPricing, webAppProjectDuration } from '../../src/business/offers';
import { processSteps } from '../../src/business/process';
import { FIRST_YEAR_MONTHS, roiAssumptionDefaults, roiServiceTypes } from '../../src/business/roi';
import { SEO_AUDIT_DISCOUNT_PERCENT } from '../../src/business/seoPopup';
import { render } from '../../src/entry-server';
import { skills, timeline } from '../../src/pages/about/belowFold/content';
import {
  ANSWER_WITHIN_WORKING_DAYS,
  LAST_TEST_MONTH,
  PAYMENT_DUE_DAYS,
  PRIVACY_POLICY_DATE,
  SERVER_LOG_RETENTION_DAYS,
  STATEMENT_DATE,
  TERMS_DATE,
} from '../../src/pages/legal/heroes';
import { successStories } from '../../src/pages/services/belowFold/content/stories';
import { processSteps as webAppProcessSteps } from '../../src/pages/webApp/belowFold/content';
import { allPagePaths } from '../../src/routing/routes';

/**
 * Every figure a page states (its visible text, meta description, Open Graph
 * description and JSON-LD) that is a percentage, a year, a "150+" count, a
 * euro amount or a duration must be a value of a named source: the package
 * table and the web application tiers (src/business/offers.ts), the process,
 * the facts (src/business/claims.ts) and the content modules named below
 * (issue 35: one price table, one set of dates). A duration range ("4–12
 * weeks") must be one of the sources' ranges, not just lie between their ends. A figure next to the
 * words of a claim (satisfied, years, projects, rating) must be that claim's
 * value, whatever else the sources hold: 95 % beside "satisfaction" fails even
 * though a skill bar is 95 %.
 */

type Kind = 'percent' | 'plus' | 'year' | 'euro';

interface Found {
  path: string;
  kind: Kind;
  value: number;
  text: string;
  /** The words around the figure that say what it counts (its element, or the nearest one with words). */
  context: string;
}

const numbersIn = (text: string): number[] => [...text.matchAll(/\d+(?:[.,]\d+)?/g)].map((m) => Number(m[0].replace(/,(?=\d{3}\b)/, '').replace(',', '.')));
const englishOf = (descriptor: MessageDescriptor): string => descriptor.message ?? '';

/** The values each kind of figure may take, each with the source it comes from. */
const sources: Record<Kind, Map<number, string>> = { percent: new Map(), plus: new Map(), year: new Map(), euro: new Map() };
const add = (kind: Kind, value: number, source: string) => {
  if (!sources[kind].has(value)) sources[kind].set(value, source);
};
add('percent', claims.satisfactionPercent, 'claims.satisfactionPercent');
add('percent', claims.organicTrafficGainPercent, 'claims.organicTrafficGainPercent');
add('percent', SEO_AUDIT_DISCOUNT_PERCENT, 'seoPopup SEO_AUDIT_DISCOUNT_PERCENT');
// The ROI calculator's default assumptions, which the visitor can change (its computed results are not prerendered).
for (const type of roiServiceTypes) {
  const typical = roiAssumptionDefaults(type);
  add('percent', typical.trafficUpliftPercent, 'roi.roiAssumptionDefaults');
  add('percent', typical.conversionUpliftPercent, 'roi.roiAssumptionDefaults');
}
for (const skill of skills) add('percent', skill.level, `about skills (${skill.id})`);
for (const story of successStories) {
  for (const result of story.results) {
    for (const part of [result.before, result.after, result.improvement]) {
      for (const value of numbersIn(englishOf(part))) add('percent', value, `success story ${story.id}`);
    }
  }
}
add('plus', claims.projects, 'claims.projects');
add('plus', claims.experienceYears, 'claims.experienceYears');
add('year', foundedYear, 'claims foundedYear');
add('year', __BUILD_YEAR__, 'the build year (copyright line)');
for (const entry of timeline) add('year', entry.year, 'about timeline');
for (const date of [STATEMENT_DATE, LAST_TEST_MONTH, PRIVACY_POLICY_DATE, TERMS_DATE]) add('year', Number(date.slice(0, 4)), 'legal page date');
// The imprint's legal fact, not a claim: the EU closed its ODR platform on 20 July 2025.
add('year', 2025, 'imprint: ODR platform closed');
// Prices: the package table, the web application tiers and the consultation's worth. No other euro amount.
for (const line of Object.values(packageOffers)) for (const tier of Object.values(line)) add('euro', tier.priceEur, 'offers.packageOffers');
add('euro', webAppPricing.fromEur, 'offers.webAppPricing.fromEur');
add('euro', webAppPricing.midSizeEur.min, 'offers.webAppPricing.midSizeEur');
add('euro', webAppPricing.midSizeEur.max, 'offers.webAppPricing.midSizeEur');
add('euro', webAppPricing.complexAboveEur, 'offers.webAppPricing.complexAboveEur');
add('euro', freeConsultation.worthEur, 'offers.freeConsultation');

/**
 * Durations, by unit: every single value ("3 months", "24 hours") and every range ("4–12 weeks")
 * a source states. A range's ends also count as single values ("4 weeks to 6 months").
 */
type DurationUnit = 'minute' | 'hour' | 'day' | 'workday' | 'week' | 'month';
const durationSources = new Map<string, string>();
const durationKey = (unit: DurationUnit, min: number, max?: number) => (max === undefined || max === min ? `${min} ${unit}` : `${min}–${max} ${unit}`);
const addDuration = (unit: DurationUnit, min: number, max: number | undefined, source: string) => {
  for (const key of [durationKey(unit, min, max), durationKey(unit, min), durationKey(unit, max ?? min)]) {
    if (!durationSources.has(key)) durationSources.set(key, source);
  }
};
const addRange = (range: DurationRange, source: string) => {
  if (range.maxUnit && range.maxUnit !== range.unit) {
    addDuration(range.unit, range.min, undefined, source);
    addDuration(range.maxUnit, range.max ?? range.min, undefined, source);
  } else addDuration(range.unit, range.min, range.max, source);
};
for (const line of Object.keys(packageOffers) as Array<keyof typeof packageOffers>) {
  for (const tier of packageTiers) addRange(packageOffers[line][tier].term.range, `offers.packageOffers.${line}.${tier}`);
}
for (const offer of Object.values(serviceOffers)) addRange(offer.duration.range, `offers.serviceOffers.${offer.id}`);
addRange(webAppProjectDuration, 'offers.webAppProjectDuration');
addDuration('week', webAppPricing.simpleToolWeeks.min, webAppPricing.simpleToolWeeks.max, 'offers.webAppPricing.simpleToolWeeks');
addDuration('week', webAppPricing.midSizeWeeks.min, webAppPricing.midSizeWeeks.max, 'offers.webAppPricing.midSizeWeeks');
addDuration('month', webAppPricing.complexMonths.min, webAppPricing.complexMonths.max, 'offers.webAppPricing.complexMonths');
addDuration('week', webAppPricing.sprintWeeks, undefined, 'offers.webAppPricing.sprintWeeks');
addDuration('month', webAppPricing.securityFixMonths, undefined, 'offers.webAppPricing.securityFixMonths');
for (const step of processSteps) if (step.duration !== 'ongoing') addRange(step.duration, `process (${step.id})`);
for (const step of webAppProcessSteps) addDuration(step.duration.unit, step.duration.min, step.duration.max, `web app process (${step.id})`);
addDuration('minute', freeConsultation.minutes, undefined, 'offers.freeConsultation.minutes');
addDuration('hour', claims.responseHours, undefined, 'claims.responseHours');
addDuration('day', claims.firstResultsDays, undefined, 'claims.firstResultsDays');
addDuration('workday', ANSWER_WITHIN_WORKING_DAYS, undefined, 'accessibility ANSWER_WITHIN_WORKING_DAYS');
addDuration('day', SERVER_LOG_RETENTION_DAYS, undefined, 'privacy SERVER_LOG_RETENTION_DAYS');
addDuration('day', PAYMENT_DUE_DAYS, undefined, 'terms PAYMENT_DUE_DAYS');
addDuration('month', FIRST_YEAR_MONTHS, undefined, 'roi FIRST_YEAR_MONTHS (the calculator counts the first 12 months)');
for (const type of roiServiceTypes) addDuration('month', roiAssumptionDefaults(type).monthsUntilEffect, undefined, 'roi.roiAssumptionDefaults');

/** Unit words of the three languages (singular, plural, German dative), longest first. */
const durationUnitWords: Array<[DurationUnit, string]> = [
  ['workday', String.raw`working days?|Arbeitstage?n?|jours? ouvrés|jours? ouvrables`],
  ['minute', String.raw`minutes?|Minuten?|minütige?n?`],
  ['hour', String.raw`hours?|Stunden?|heures?|h`],
  ['day', String.raw`days?|Tage?n?|jours?`],
  ['week', String.raw`weeks?|Wochen?|semaines?`],
  ['month', String.raw`months?|Monate?n?|mois`],
];
// "4–12 weeks", "4 bis 12 Wochen", "30-minute", "24h": a number or a range before a unit word.
const DURATION_NUMBER = String.raw`(\d+)(?:\s?[–-]\s?(\d+)|[\u00a0\u202f ](?:to|bis|à)[\u00a0\u202f ](\d+))?`;
const durationPatterns = durationUnitWords.map(([unit, words]) => ({
  unit,
  pattern: new RegExp(String.raw`(?<![\d.,])${DURATION_NUMBER}[\u00a0\u202f\u2060 -]?(?:${words})(?![\p{L}])`, 'gu'),
}));

interface FoundDuration {
  path: string;
  key: string;
  text: string;
  context: string;
}

function durationsOf(path: string, html: string, head: string): FoundDuration[] {
  const found: FoundDuration[] = [];
  for (const { text, context } of [...textNodes(html), ...headTexts(head).map((text) => ({ text, context: text }))]) {
    const plain = text.replace(/\u2060/g, '');
    const taken: Array<[number, number]> = [];
    for (const { unit, pattern } of durationPatterns) {
      for (const match of plain.matchAll(pattern)) {
        if (taken.some(([from, to]) => match.index >= from && match.index < to)) continue;
        taken.push([match.index, match.index + match[0].length]);
        const max = match[2] ?? match[3];
        found.push({ path, key: durationKey(unit, Number(match[1]), max === undefined ? undefined : Number(max)), text: match[0], context: context.slice(0, 160) });
      }
    }
  }
  return found;
}

/** Words that say which claim a figure is; the nearest one to the figure decides. */
const claimWords: Array<{ claim: 'satisfaction' | 'years' | 'projects' | 'rating' | 'founded'; words: RegExp; kinds: Kind[]; value: number }> = [
  { claim: 'satisfaction', words: /satisf|zufrieden/gi, kinds: ['percent'], value: claims.satisfactionPercent },
  { claim: 'years', words: /\b(?:years?|Jahre\w*|ans|années?)\b/gi, kinds: ['plus'], value: claims.experienceYears },
  { claim: 'projects', words: /project|projekt|projet|websites|sites web/gi, kinds: ['plus'], value: claims.projects },
  { claim: 'rating', words: /rating|bewertung|\bnote\b/gi, kinds: ['percent', 'plus'], value: claims.averageRating },
  { claim: 'founded', words: /founded|gegründet|fondée?/gi, kinds: ['year'], value: foundedYear },
];

// A number as the three languages write it: 1,200 / 1.200 / 1 200 (narrow or no-break space), 0.9 / 0,9.
const NUMBER = String.raw`\d{1,3}(?:[.,\u00a0\u202f ]\d{3})+(?![\d])|\d+(?:[.,]\d+)?`;
const patterns: Array<{ kind: Kind; pattern: RegExp }> = [
  { kind: 'euro', pattern: new RegExp(String.raw`€[\u00a0\u202f ]?(${NUMBER})|(${NUMBER})[\u00a0\u202f ]?(?:€|EUR\b|[Ee]uros?\b)`, 'g') },
  { kind: 'percent', pattern: new RegExp(String.raw`(${NUMBER})[\u00a0\u202f ]?%`, 'g') },
  { kind: 'plus', pattern: new RegExp(String.raw`(?<![+\d])(${NUMBER})\+`, 'g') },
  // A year, not a regulation's number (524/2013, 2024/3228) nor part of a bigger number.
  { kind: 'year', pattern: /(?<![\d/.,])((?:19|20)\d\d)(?![\d/])/g },
];
/**
 * "More than 150 projects", "über 8 Jahre": a plain number right before a claim's noun is that
 * claim too; so is a year right after "since" (the founding year).
 */
const countBeforeNoun: Array<{ words: RegExp; value: number }> = [
  { words: /\b(?:[Ss]ince|[Ss]eit|[Dd]epuis)[\u00a0 ]((?:19|20)\d\d)\b/g, value: foundedYear },
  { words: new RegExp(String.raw`(?<![\d.,])(${NUMBER})\+?[\u00a0 ](?:projects|Projekte\w*|projets)\b`, 'g'), value: claims.projects },
  { words: new RegExp(String.raw`(?<![\d.,])(${NUMBER})\+?[\u00a0 ](?:years|Jahre\w*|ans)\b`, 'g'), value: claims.experienceYears },
];

function parseNumber(text: string, lang: string): number {
  const decimal = lang === 'en' ? '.' : ',';
  const digits = [...text].filter((char) => /\d/.test(char) || char === decimal).join('');
  return Number(digits.replace(',', '.'));
}

/**
 * The text of every element that holds a figure (React splits "0 / 2000" into several text
 * nodes, so figures are read in their element's whole text), each with the text of its
 * nearest element that has words besides figures: a counter's label is its sibling.
 */
function textNodes(html: string): Array<{ text: string; context: string }> {
  const window = new Window();
  const document = window.document;
  document.body.innerHTML = html;
  for (const element of [...document.querySelectorAll('script, style, template')]) element.remove();
  const holders = new Set<Element>();
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (/\d/.test(node.textContent ?? '') && node.parentElement) holders.add(node.parentElement as unknown as Element);
  }
  const nodes = [...holders].map((holder) => {
    let context = holder.textContent ?? '';
    for (let element = holder as Element | null, level = 0; element && level < 8; level += 1, element = element.parentElement) {
      context = element.textContent ?? '';
      if (/\p{L}{3,}/u.test(context.replace(/[\d.,%+€\s]/g, ''))) break;
    }
    return { text: holder.textContent ?? '', context };
  });
  window.close();
  return nodes;
}

/** The meta and Open Graph descriptions and every string in the JSON-LD: what search engines quote. */
function headTexts(head: string): string[] {
  const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const texts = [...head.matchAll(/<meta (?:name|property)="(?:description|og:description)" content="([^"]*)"/g)].map((m) => decode(m[1]!));
  for (const [, json] of head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    JSON.parse(json!.replace(/\\u003c/g, '<'), (_key, value: unknown) => {
      if (typeof value === 'string') texts.push(value);
      return value;
    });
  }
  return texts;
}

function figuresOf(path: string, lang: string, html: string, head: string): Found[] {
  const found: Found[] = [];
  const pieces = [...textNodes(html), ...headTexts(head).map((text) => ({ text, context: text }))];
  for (const { text, context } of pieces) {
    const taken: Array<[number, number]> = [];
    for (const { kind, pattern } of patterns) {
      for (const match of text.matchAll(pattern)) {
        const start = match.index;
        if (taken.some(([from, to]) => start >= from && start < to)) continue;
        taken.push([start, start + match[0].length]);
        const number = match.slice(1).find((group) => group !== undefined)!;
        found.push({ path, kind, value: parseNumber(number, lang), text: match[0], context: `${context.slice(0, 160)}` });
      }
    }
  }
  return found;
}

/** The claim a figure's words name, by the claim word nearest to the figure in its context. */
function claimOf(figure: Found) {
  const at = figure.context.indexOf(figure.text);
  let best: { claim: (typeof claimWords)[number]; distance: number } | undefined;
  for (const claim of claimWords) {
    if (!claim.kinds.includes(figure.kind)) continue;
    for (const word of figure.context.matchAll(claim.words)) {
      const distance = Math.abs(word.index - (at < 0 ? 0 : at));
      if (!best || distance < best.distance) best = { claim, distance };
    }
  }
  return best?.claim;
}

describe('claim figures on every page come from the sources', () => {
  const figures: Found[] = [];
  const durations: FoundDuration[] = [];
  const countMismatches: string[] = [];

  beforeAll(async () => {
    for (const { path, locale } of allPagePaths()) {
      const page = await render(path);
      figures.push(...figuresOf(path, locale, page.html, page.head));
      durations.push(...durationsOf(path, page.html, page.head));
      for (const { text } of [...textNodes(page.html), ...headTexts(page.head).map((text) => ({ text }))]) {
        for (const { words, value } of countBeforeNoun) {
          for (const match of text.matchAll(words)) {
            if (parseNumber(match[1]!, locale) !== value) countMismatches.push(`${path}: "${match[0]}" (the source says ${value})`);
          }
        }
      }
    }
  }, 120_000);

  it('the about timeline runs from the founding year to the build year, after the career before the business', () => {
    for (const entry of timeline) {
      if (entry.beforeBusiness) expect(entry.year, 'a year before the business').toBeLessThan(foundedYear);
      else expect(entry.year, 'a year of the business').toBeGreaterThanOrEqual(foundedYear);
      expect(entry.year).toBeLessThanOrEqual(__BUILD_YEAR__);
    }
    expect(timeline.filter((entry) => !entry.beforeBusiness)[0]?.year, 'the business starts with its founding').toBe(foundedYear);
  });

  it('reads the figures of all 30 pages', () => {
    expect(new Set(figures.map((figure) => figure.path)).size).toBeGreaterThan(0);
    expect(allPagePaths()).toHaveLength(30);
    // Each kind occurs somewhere, so the patterns are not silently matching nothing.
    for (const kind of ['percent', 'plus', 'year', 'euro'] as const) expect(figures.some((figure) => figure.kind === kind), kind).toBe(true);
  });

  it('every percentage, year, "+" count and euro amount is a value of a source', () => {
    const unexplained = figures
      .filter((figure) => !sources[figure.kind].has(figure.value))
      .map((figure) => `${figure.path}: ${figure.kind} "${figure.text}" in "${figure.context}"`);
    expect([...new Set(unexplained)]).toEqual([]);
  });

  it('every duration is a value or a range of a named source', () => {
    expect(durations.length).toBeGreaterThan(30);
    const unexplained = durations.filter((duration) => !durationSources.has(duration.key)).map((duration) => `${duration.path}: "${duration.text}" (${duration.key}) in "${duration.context}"`);
    expect([...new Set(unexplained)]).toEqual([]);
  });

  it('a figure beside a claim’s words is that claim’s value', () => {
    const wrong = figures.flatMap((figure) => {
      const claim = claimOf(figure);
      return claim && claim.value !== figure.value ? [`${figure.path}: "${figure.text}" beside ${claim.claim} words (the source says ${claim.value}) in "${figure.context}"`] : [];
    });
    expect([...new Set(wrong)]).toEqual([]);
  });

  it('a count before "projects" or "years" is the claim’s value', () => {
    expect([...new Set(countMismatches)]).toEqual([]);
  });
});
