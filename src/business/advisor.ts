import { type ServiceDuration, type ServiceId, type ServiceOffer, serviceOffers } from './offers';

/**
 * The service advisor's questions and recommendation rules (spec section 9,
 * "Service advisor (4 questions)"), as data and one pure function. Options are
 * ids: the view translates their labels. Prices and durations come from the
 * price list (./offers.ts), so the advisor can never quote another figure than
 * the service sections.
 */

/** The four questions in the order they are asked; the machine's question index is the position here. */
export const advisorQuestions = [
  { id: 'goal', options: ['new-website', 'improve-seo', 'immediate-traffic', 'complete-solution'] },
  { id: 'urgency', options: ['immediate', 'short-term', 'long-term', 'flexible'] },
  { id: 'budget', options: ['under-3k', '3k-10k', '10k-plus', 'monthly'] },
  { id: 'existingSite', options: ['no-website', 'outdated', 'modern-no-traffic', 'good-website'] },
] as const;

export type AdvisorQuestion = (typeof advisorQuestions)[number];
export type AdvisorQuestionId = AdvisorQuestion['id'];
/** 0 goal, 1 urgency, 2 budget, 3 existing site. */
export type AdvisorQuestionIndex = 0 | 1 | 2 | 3;
export const advisorQuestionCount = advisorQuestions.length;

export type AdvisorGoal = (typeof advisorQuestions)[0]['options'][number];
export type AdvisorUrgency = (typeof advisorQuestions)[1]['options'][number];
export type AdvisorBudget = (typeof advisorQuestions)[2]['options'][number];
export type AdvisorExistingSite = (typeof advisorQuestions)[3]['options'][number];

/** The answers given so far, keyed by question index (spec section 4). */
export interface AdvisorAnswers {
  0?: AdvisorGoal;
  1?: AdvisorUrgency;
  2?: AdvisorBudget;
  3?: AdvisorExistingSite;
}

export type CompleteAdvisorAnswers = Required<AdvisorAnswers>;

/** Is `value` one of the options of question `index`? */
export function isAdvisorOption(index: number, value: string): boolean {
  const question = advisorQuestions[index];
  return question !== undefined && (question.options as readonly string[]).includes(value);
}

/** Are all four questions answered? */
export function areAdvisorAnswersComplete(answers: AdvisorAnswers): answers is CompleteAdvisorAnswers {
  return answers[0] !== undefined && answers[1] !== undefined && answers[2] !== undefined && answers[3] !== undefined;
}

export type AdvisorPriority = 'high' | 'medium' | 'low';
/** Sort order of the results: high, then medium, then low. */
export const advisorPriorities: readonly AdvisorPriority[] = ['high', 'medium', 'low'];

/**
 * Why a service is recommended: the first condition of its rule (in the spec's
 * order) that the answers meet. The view turns the code into a sentence.
 */
export type AdvisorReason =
  | 'goalNewWebsite'
  | 'noWebsite'
  | 'outdatedWebsite'
  | 'urgentResults'
  | 'goalImmediateTraffic'
  | 'goalImproveSeo'
  | 'longTermGrowth'
  | 'siteWithoutTraffic';

/**
 * When the service shows its effect: Google Ads start at once (the advisor's
 * "Immediate start"), with the minimum term of the price list; the others take
 * the price list's duration (a website 4-12 weeks, the SEO retainer's minimum
 * term of 3 months). The spec's advisor figures (4-8 weeks, 6+ months) are
 * replaced by the package table's (issue 35).
 */
export type AdvisorTimeline = { kind: 'immediateStart'; term: ServiceDuration } | ServiceDuration;

export interface AdvisorRecommendation {
  /** The service; its section on the services page has the anchor `service-${serviceId}`. */
  serviceId: ServiceId;
  reason: AdvisorReason;
  priority: AdvisorPriority;
  timeline: AdvisorTimeline;
  /** "From" price in euros, net, per project or per month (the price list's figure). */
  investment: Pick<ServiceOffer, 'fromEur' | 'per'>;
}

/** One recommendation; the timeline is the price list's duration unless the advisor says otherwise. */
const recommendation = (
  serviceId: ServiceId,
  reason: AdvisorReason,
  high: boolean,
  timeline: AdvisorTimeline = serviceOffers[serviceId].duration,
): AdvisorRecommendation => ({
  serviceId,
  reason,
  priority: high ? 'high' : 'medium',
  timeline,
  investment: { fromEur: serviceOffers[serviceId].fromEur, per: serviceOffers[serviceId].per },
});

/**
 * The recommendations for four answers (spec section 9), sorted high, medium,
 * low; services with the same priority keep the spec's order (web development,
 * Google Ads, SEO retainer). The budget answer is not used (the spec says so).
 * No rule gives 'low', and some answers give no recommendation at all (goal
 * complete-solution, urgency short-term or flexible, a good website): the list
 * is then empty and the view offers a conversation instead.
 */
export function recommendServices(answers: CompleteAdvisorAnswers): AdvisorRecommendation[] {
  const { 0: goal, 1: urgency, 3: site } = answers;

  // Web development: goal new-website, or no site, or an outdated one; high for a new website or no site.
  const webReason: AdvisorReason | null =
    goal === 'new-website' ? 'goalNewWebsite' : site === 'no-website' ? 'noWebsite' : site === 'outdated' ? 'outdatedWebsite' : null;
  // Google Ads: urgency immediate, or goal immediate-traffic; high when urgent; they start at once.
  const adsReason: AdvisorReason | null =
    urgency === 'immediate' ? 'urgentResults' : goal === 'immediate-traffic' ? 'goalImmediateTraffic' : null;
  // SEO retainer: goal improve-seo, or long-term urgency, or a modern site without traffic; high for the first and the last.
  const seoReason: AdvisorReason | null =
    goal === 'improve-seo'
      ? 'goalImproveSeo'
      : urgency === 'long-term'
        ? 'longTermGrowth'
        : site === 'modern-no-traffic'
          ? 'siteWithoutTraffic'
          : null;

  const results = [
    webReason && recommendation('seo-web-development', webReason, goal === 'new-website' || site === 'no-website'),
    adsReason && recommendation('google-ads-sea', adsReason, urgency === 'immediate', { kind: 'immediateStart', term: serviceOffers['google-ads-sea'].duration }),
    seoReason && recommendation('seo-retainer', seoReason, goal === 'improve-seo' || site === 'modern-no-traffic'),
  ].filter((result): result is AdvisorRecommendation => result !== null);

  const rank = (priority: AdvisorPriority) => advisorPriorities.indexOf(priority);
  // Array.prototype.sort is stable: equal priorities keep the order above.
  return results.sort((a, b) => rank(a.priority) - rank(b.priority));
}
