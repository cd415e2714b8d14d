import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { serviceAdvisorMachine } from '../../src/machines/serviceAdvisor';

/**
 * Spec section 9, "Service advisor (4 questions)", written out as a table and
 * checked for all 4 × 4 × 4 × 4 = 256 answer combinations through the real
 * machine. Nothing here comes from the implementation: the options, the rules,
 * the figures and the sort order are copied from the spec.
 */
const goals = ['new-website', 'improve-seo', 'immediate-traffic', 'complete-solution'];
const urgencies = ['immediate', 'short-term', 'long-term', 'flexible'];
const budgets = ['under-3k', '3k-10k', '10k-plus', 'monthly'];
const sites = ['no-website', 'outdated', 'modern-no-traffic', 'good-website'];

type Answers = { goal: string; urgency: string; budget: string; site: string };
/** One condition of a rule: question, option, and the reason code it gives when it is the first that holds. */
type Condition = [question: keyof Answers, option: string, reason: string];

/**
 * The rules. A service is recommended when any of its `when` conditions holds;
 * its reason is the first that holds; its priority is high when any `high`
 * condition holds, else medium. The budget appears in no rule.
 */
const rules = [
  {
    serviceId: 'seo-web-development',
    // "recommended if the goal is new-website or the site is none or outdated"
    when: [
      ['goal', 'new-website', 'goalNewWebsite'],
      ['site', 'no-website', 'noWebsite'],
      ['site', 'outdated', 'outdatedWebsite'],
    ] as Condition[],
    // "high if the goal is new-website or there is no site"
    high: [
      ['goal', 'new-website'],
      ['site', 'no-website'],
    ],
    // Issue 35 replaces the spec's "4-8 weeks, from 2,500 EUR" with the package table: the Starter
    // website package's €2,500, and 4-12 weeks (Starter 4-6 to Performance 8-12).
    timeline: { kind: 'project', range: { unit: 'week', min: 4, max: 12 } },
    investment: { fromEur: 2500, per: 'project' },
  },
  {
    serviceId: 'google-ads-sea',
    // "recommended if urgency is immediate or the goal is immediate-traffic"
    when: [
      ['urgency', 'immediate', 'urgentResults'],
      ['goal', 'immediate-traffic', 'goalImmediateTraffic'],
    ] as Condition[],
    // "high if urgency is immediate"
    high: [['urgency', 'immediate']],
    // "Immediate start"; issue 35: the Starter SEA package's €600 a month and its 3-month minimum term.
    timeline: { kind: 'immediateStart', term: { kind: 'minimumTerm', range: { unit: 'month', min: 3 } } },
    investment: { fromEur: 600, per: 'month' },
  },
  {
    serviceId: 'seo-retainer',
    // "recommended if the goal is improve-seo, urgency is long-term or the site is modern-no-traffic"
    when: [
      ['goal', 'improve-seo', 'goalImproveSeo'],
      ['urgency', 'long-term', 'longTermGrowth'],
      ['site', 'modern-no-traffic', 'siteWithoutTraffic'],
    ] as Condition[],
    // "high if the goal is improve-seo or the site is modern-no-traffic"
    high: [
      ['goal', 'improve-seo'],
      ['site', 'modern-no-traffic'],
    ],
    // Issue 35: the Starter SEO package's €800 a month and its 3-month minimum term (the spec said 6+ months, from 1,200 EUR).
    timeline: { kind: 'minimumTerm', range: { unit: 'month', min: 3 } },
    investment: { fromEur: 800, per: 'month' },
  },
] as const;

const priorityOrder = ['high', 'medium', 'low'];

function expectedFor(answers: Answers) {
  const holds = ([question, option]: readonly [keyof Answers, string, ...unknown[]]) => answers[question] === option;
  const recommended = rules.flatMap((rule) => {
    const first = rule.when.find(holds);
    if (!first) return [];
    const priority = rule.high.some((condition) => holds(condition as [keyof Answers, string])) ? 'high' : 'medium';
    return [{ serviceId: rule.serviceId, reason: first[2], priority, timeline: rule.timeline, investment: rule.investment }];
  });
  // "Results are sorted by priority high, medium, low" (ties: the order of the rules above)
  return recommended.sort((a, b) => priorityOrder.indexOf(a.priority) - priorityOrder.indexOf(b.priority));
}

function machineResults(answers: Answers) {
  const actor = createActor(serviceAdvisorMachine).start();
  for (const answer of [answers.goal, answers.urgency, answers.budget, answers.site]) {
    actor.send({ type: 'ADVISOR.ANSWER', value: answer });
    actor.send({ type: 'ADVISOR.NEXT' });
  }
  expect(actor.getSnapshot().value).toBe('results');
  return actor.getSnapshot().context.results;
}

const combinations: Answers[] = goals.flatMap((goal) =>
  urgencies.flatMap((urgency) => budgets.flatMap((budget) => sites.map((site) => ({ goal, urgency, budget, site })))),
);

describe('service advisor: every answer combination against the spec rules', () => {
  it('there are 256 combinations', () => expect(combinations).toHaveLength(256));

  it.each(combinations.map((answers) => [Object.values(answers).join(' / '), answers] as const))('%s', (_, answers) => {
    expect(machineResults(answers)).toEqual(expectedFor(answers));
  });

  it('the budget never changes the recommendation', () => {
    for (const answers of combinations) {
      expect(machineResults(answers)).toEqual(machineResults({ ...answers, budget: 'under-3k' }));
    }
  });

  it('a few combinations by hand', () => {
    const short = (answers: Answers) => machineResults(answers).map((result) => `${result.serviceId}:${result.priority}:${result.reason}`);
    expect(short({ goal: 'new-website', urgency: 'immediate', budget: 'monthly', site: 'modern-no-traffic' })).toEqual([
      'seo-web-development:high:goalNewWebsite',
      'google-ads-sea:high:urgentResults',
      'seo-retainer:high:siteWithoutTraffic',
    ]);
    expect(short({ goal: 'complete-solution', urgency: 'long-term', budget: '10k-plus', site: 'outdated' })).toEqual([
      'seo-web-development:medium:outdatedWebsite',
      'seo-retainer:medium:longTermGrowth',
    ]);
    expect(short({ goal: 'immediate-traffic', urgency: 'flexible', budget: 'under-3k', site: 'modern-no-traffic' })).toEqual([
      'seo-retainer:high:siteWithoutTraffic',
      'google-ads-sea:medium:goalImmediateTraffic',
    ]);
  });

  it('no rule gives low, and exactly the 8 answers "complete solution, short-term or flexible, good website" give nothing', () => {
    const empty = combinations.filter((answers) => machineResults(answers).length === 0);
    expect(empty).toHaveLength(8);
    for (const answers of empty) {
      expect(answers.goal).toBe('complete-solution');
      expect(['short-term', 'flexible']).toContain(answers.urgency);
      expect(answers.site).toBe('good-website');
    }
    expect(combinations.flatMap(machineResults).some((result) => result.priority === 'low')).toBe(false);
  });
});
