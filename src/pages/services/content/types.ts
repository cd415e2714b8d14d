import type { MessageDescriptor } from '@lingui/core';
import type { PackageLine, PackageTier, ServiceId } from '../../../business/offers';
import type { IconName } from '../../../components/Icon/Icon';

/**
 * The services page's content as typed data (spec section 3). Text is Lingui
 * descriptors (`msg`), translated where it is shown; prices and durations are
 * numbers from src/business/offers.ts, formatted per language.
 */

/** Spec section 3 "Process step", as a service's own eight steps. */
export interface ServiceStep {
  title: MessageDescriptor;
  description: MessageDescriptor;
}

/** What the hero's panel and the search engines show of a service (content/services.ts). */
export interface ServiceSummary {
  id: ServiceId;
  icon: IconName;
  title: MessageDescriptor;
  shortDesc: MessageDescriptor;
}

/** What its card adds, below the first screen (belowFold/content/serviceDetails.ts). */
export interface ServiceDetail {
  /** Exactly ten; a service card shows the first six. */
  features: readonly MessageDescriptor[];
  /** Exactly six; a service card shows the first four. */
  benefits: readonly MessageDescriptor[];
  fullDesc: MessageDescriptor;
  /** Exactly eight. */
  process: readonly ServiceStep[];
}

/** Spec section 3 "Service": id, icon, title, short and full description, 10 features, 6 benefits, 8 steps. */
export type Service = ServiceSummary & ServiceDetail;

/** One line of a package's feature list. */
export interface PackageFeature {
  name: MessageDescriptor;
  included: boolean;
  highlight?: boolean;
}

export interface PackageFeatureGroup {
  category: MessageDescriptor;
  items: readonly PackageFeature[];
}

/** Spec section 3 "Package": the price, term and popular flag come from the offers. */
export interface Package {
  line: PackageLine;
  tier: PackageTier;
  name: MessageDescriptor;
  /** One sentence: who the package is for. */
  summary: MessageDescriptor;
  features: readonly PackageFeatureGroup[];
}

export type StoryServiceType = 'seo' | 'ads' | 'website';

export interface StoryResult {
  metric: MessageDescriptor;
  before: MessageDescriptor;
  after: MessageDescriptor;
  /** E.g. "+300 %": written as text, since translators format numbers and signs per language. */
  improvement: MessageDescriptor;
}

/** Spec section 3 "Success story". */
export interface SuccessStory {
  id: 'law-firm' | 'fashion-shop' | 'restaurant-chain';
  /** The firm (src/business/sampleClients.ts): a proper noun, the same in every language. */
  clientName: string;
  industry: MessageDescriptor;
  serviceType: StoryServiceType;
  /** The service whose card's "learn more" highlights this story's results. */
  serviceId: ServiceId;
  challenge: MessageDescriptor;
  solution: MessageDescriptor;
  results: readonly StoryResult[];
  timeline: MessageDescriptor;
  testimonial?: { quote: MessageDescriptor; author: string; role: MessageDescriptor };
}

/**
 * Spec section 3 "Process step" of the timeline: icon, title, description and a list of
 * deliverables of one step of the process (src/business/process.ts: its order and duration).
 */
export interface TimelineStepText {
  icon: IconName;
  title: MessageDescriptor;
  description: MessageDescriptor;
  deliverables: readonly MessageDescriptor[];
}

/** Spec section 3 "Stat item", counted up over 2500 ms. */
export interface ServiceStat {
  id: string;
  value: number;
  /** Digits after the decimal point (5.0 rating). */
  decimals?: number;
  prefix?: string;
  suffix?: string;
  label: MessageDescriptor;
}
