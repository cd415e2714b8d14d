import { Window } from 'happy-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { claims, foundedYear } from '../../src/business/claims';
import { processSteps } from '../../src/business/process';
import { SEO_AUDIT_DISCOUNT_PERCENT } from '../../src/business/seoPopup';
import { render } from '../../src/entry-server';
import { allPagePaths } from '../../src/routing/routes';

/**
 * Issue 35's facts, as the prerendered pages state them in all three languages: the founding
 * year (2016) and the years counted from it, one label for the projects figure, one process
 * of four steps with one set of durations, one reply promise (24 hours; the accessibility
 * statement's 5 working days said to be its own), and the smaller copy fixes.
 */

interface Page {
  path: string;
  locale: string;
  document: Document;
  close: () => void;
}

/** Text as a reader gets it: no word joiners, no-break spaces as spaces, one space between words. */
const readable = (text: string | null | undefined) =>
  (text ?? '')
    .replace(/\u2060/g, '')
    .replace(/[\u00a0\u202f\s]+/g, ' ')
    .trim();

const pages = new Map<string, Page>();
const page = (path: string) => {
  const found = pages.get(path);
  if (!found) throw new Error(`${path} was not rendered`);
  return found;
};
const textsOf = (path: string, selector: string) => [...page(path).document.querySelectorAll(selector)].map((element) => readable(element.textContent));
/** Every text block of a page's body (paragraphs, headings, list items, table cells…), read as a reader reads it. */
const blocksOf = (path: string) => textsOf(path, 'main p, main h1, main h2, main h3, main li, main dd, main dt, main summary, main td, main th, footer p');

const homes = { de: '/', en: '/en/', fr: '/fr/' } as const;
const abouts = { de: '/ueber-mich', en: '/en/about', fr: '/fr/a-propos' } as const;
const services = { de: '/leistungen', en: '/en/services', fr: '/fr/services' } as const;
const contacts = { de: '/kontakt', en: '/en/contact', fr: '/fr/contact' } as const;
const statements = { de: '/barrierefreiheit', en: '/en/accessibility', fr: '/fr/accessibilite' } as const;

beforeAll(async () => {
  for (const { path, locale } of allPagePaths()) {
    const { html } = await render(path);
    const window = new Window();
    window.document.body.innerHTML = html;
    pages.set(path, { path, locale, document: window.document as unknown as Document, close: () => window.close() });
  }
}, 120_000);

describe('the founding year and the years counted from it', () => {
  it('the business was founded in 2016 (spec), and its years are counted from then to the build year', () => {
    expect(foundedYear).toBe(2016);
    expect(claims.experienceYears).toBe(__BUILD_YEAR__ - 2016);
  });

  it('every page’s copyright line starts in 2016', () => {
    for (const { path } of allPagePaths()) {
      expect(readable(page(path).document.querySelector('footer')?.textContent), path).toContain(`© 2016–${__BUILD_YEAR__}`);
    }
  });

  it('home (hero and success in numbers), services and about count the same years', () => {
    const years = `${claims.experienceYears}+`;
    for (const path of Object.values(homes)) {
      expect(textsOf(path, 'main > section:first-of-type [data-part="count-up-value"]'), path).toContain(years);
      expect(textsOf(path, '#numbers dd[data-stat="experience"]'), path).toEqual([years]);
    }
    for (const path of Object.values(services)) expect(textsOf(path, '[data-stat="experience"] [data-part="count-up-value"]'), path).toEqual([years]);
    for (const path of Object.values(abouts)) expect(textsOf(path, '#numbers [data-part="count-up-value"]')[0], path).toBe(years);
  });

  it('the about page shows the founding year as a year, with no counter, and the spec’s six timeline years', () => {
    for (const path of Object.values(abouts)) {
      const year = page(path).document.querySelector('#numbers [data-part="year"]');
      expect(readable(year?.textContent), path).toBe('2016');
      expect(year?.closest('[data-part="count-up"]'), path).toBeNull();
      expect(year?.querySelector('[data-part="count-up-value"]'), path).toBeNull();
      expect(textsOf(path, '#timeline time').map(Number), path).toEqual([2013, 2016, 2018, 2020, 2022, 2024]);
    }
  });
});

describe('one label for the projects figure', () => {
  it('the home hero and the numbers of home and services name the 150+ the same way', () => {
    const label = { de: 'abgeschlossene Projekte', en: 'projects completed', fr: 'projets réalisés' } as const;
    for (const [locale, path] of Object.entries(homes) as Array<[keyof typeof label, string]>) {
      const hero = [...page(path).document.querySelectorAll('main > section:first-of-type li')].find((item) =>
        readable(item.querySelector('[data-part="count-up-value"]')?.textContent).startsWith(`${claims.projects}+`),
      );
      expect(readable(hero?.lastElementChild?.textContent), path).toBe(label[locale]);
      const numbers = page(path).document.querySelector('#numbers dd[data-stat="projects"]')?.previousElementSibling;
      expect(readable(numbers?.textContent), path).toBe(label[locale]);
    }
    for (const [locale, path] of Object.entries(services) as Array<[keyof typeof label, string]>) {
      expect(readable(page(path).document.querySelector('[data-stat="projects"]')?.previousElementSibling?.textContent), path).toBe(label[locale]);
    }
  });
});

describe('one process', () => {
  it('home and the services timeline show the same four steps with the same durations, in every language', () => {
    const durations = {
      de: ['1–2 Wochen', '3–5 Wochen', '1 Woche', 'laufend'],
      en: ['1–2 weeks', '3–5 weeks', '1 week', 'ongoing'],
      fr: ['1–2 semaines', '3–5 semaines', '1 semaine', 'en continu'],
    } as const;
    expect(processSteps.map((step) => step.id)).toEqual(['analysis', 'build', 'launch', 'growth']);
    for (const locale of ['de', 'en', 'fr'] as const) {
      const home = homes[locale];
      const timeline = services[locale];
      expect(textsOf(home, '#process ol > li > p:first-of-type'), home).toEqual(durations[locale]);
      expect(textsOf(timeline, '[data-part="process-timeline"] ol > li h3 button > span:first-child > span:last-child'), timeline).toEqual(durations[locale]);
      // the same titles on both pages, step by step
      const homeTitles = textsOf(home, '#process ol > li h3').map((title) => title.replace(/^\S+ \d+ ?: /, ''));
      expect(homeTitles).toHaveLength(4);
      expect(textsOf(timeline, '[data-part="process-timeline"] ol > li h3 button > span:nth-child(2)'), timeline).toEqual(homeTitles);
    }
  });

  it('the services timeline keeps the merged steps’ deliverables', () => {
    const deliverables = textsOf('/en/services', '[data-part="process-timeline"] ol > li ul li');
    for (const kept of ['A non-binding fixed-price offer', 'Keyword plan', 'Clickable design preview', 'Website on a preview address', 'Live website or campaigns', 'Monthly report in plain language']) {
      expect(deliverables.some((deliverable) => deliverable.toLowerCase().includes(kept.toLowerCase())), kept).toBe(true);
    }
  });
});

describe('one reply promise', () => {
  it('every “within N hours” on every page is the claims’ 24 hours', () => {
    const wrong = [...pages.keys()].flatMap((path) =>
      blocksOf(path).flatMap((text) =>
        [...text.matchAll(/(\d+) ?(?:hours?|Stunden?|heures?)\b/g)].filter((match) => Number(match[1]) !== claims.responseHours).map((match) => `${path}: "${match[0]}" in "${text}"`),
      ),
    );
    expect(wrong).toEqual([]);
  });

  it('no page promises “one working day”; the 5 working days are the accessibility statement’s, and it says so', () => {
    const workingDays = /working days?|Werktag\w*|Arbeitstag\w*|jours? ouvrés?|jour ouvré/i;
    const elsewhere = [...pages.keys()]
      .filter((path) => !Object.values(statements).includes(path as never))
      .flatMap((path) => blocksOf(path).filter((text) => workingDays.test(text)).map((text) => `${path}: ${text}`));
    expect(elsewhere).toEqual([]);
    const feedback = {
      de: 'Rückmeldungen zur Barrierefreiheit beantworte ich innerhalb von 5 Arbeitstagen.',
      en: 'I answer feedback on accessibility within 5 working days.',
      fr: 'Je réponds aux retours sur l’accessibilité dans un délai de 5 jours ouvrés.',
    } as const;
    for (const [locale, path] of Object.entries(statements) as Array<[keyof typeof feedback, string]>) {
      expect(blocksOf(path), path).toContain(feedback[locale]);
    }
    for (const path of Object.values(contacts)) {
      const card = readable(page(path).document.querySelector('[aria-labelledby="contact-direct-title"]')?.textContent);
      expect(card, path).toMatch(new RegExp(`${claims.responseHours} (hours|Stunden|heures)`));
    }
  });
});

describe('smaller copy', () => {
  it('German writes SEO compounds with a hyphen (SEO-Ergebnisse)', () => {
    // A compound's parts, written apart ("SEO Ergebnisse"); "weil SEO Zeit braucht" is a sentence, not a compound.
    const compound =
      /\b(?:SEO|Google Ads|Conversion) (?:Ergebnis|Optimierung|Beratung|Berater|Agentur|Expert|Freelancer|Betreuung|Webentwicklung|Analyse|Audit|Maßnahme|Strategie|Text|Paket|Kampagne|Rate|Tracking|Budget|Konto|Anzeige|Ranking|Check|Projekt|Leistung|Kund)\w*/g;
    const german = allPagePaths().filter((entry) => entry.locale === 'de').map((entry) => entry.path);
    const unhyphenated = german.flatMap((path) => blocksOf(path).flatMap((text) => [...text.matchAll(compound)].map((match) => `${path}: "${match[0]}" in "${text}"`)));
    expect(unhyphenated).toEqual([]);
    expect(textsOf('/leistungen', '#faq summary')).toContain('Wie lange dauert es, bis sich SEO-Ergebnisse zeigen?');
  });

  it('the about page’s closing call says “Let’s talk”, as the contact page does', () => {
    const closing = { de: 'Lassen Sie uns über Ihr Projekt sprechen', en: "Let's talk about your project", fr: 'Parlons de votre projet' } as const;
    for (const [locale, path] of Object.entries(abouts) as Array<[keyof typeof closing, string]>) {
      expect(textsOf(path, '#contact-section h2'), path).toEqual([closing[locale]]);
    }
    expect(blocksOf('/en/about').filter((text) => /\bLet us\b/.test(text))).toEqual([]);
  });

  it('the SEO offer says what its discount is off: the fixed price in the quote', () => {
    const terms = { de: /Festpreis des Audits/, en: /audit's fixed price in that quote/, fr: /prix fixe de l’audit indiqué dans ce devis/ } as const;
    for (const [locale, path] of Object.entries(services) as Array<[keyof typeof terms, string]>) {
      const line = readable(page(path).document.querySelector('#seo-popup [data-part="offer-terms"]')?.textContent);
      expect(line, path).toContain(`${SEO_AUDIT_DISCOUNT_PERCENT} %`);
      expect(line, path).toMatch(terms[locale]);
    }
  });
});
