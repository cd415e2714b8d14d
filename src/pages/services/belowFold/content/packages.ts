import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { packageTiers, type PackageLine, type PackageTier } from '../../../../business/offers';
import type { Package, PackageFeatureGroup } from '../../content/types';

/**
 * The nine packages of the service comparison (spec sections 2, 3 and 9): the
 * lines SEO, SEA and website, each as starter, premium and performance. Price,
 * term and popular flag come from src/business/offers.ts.
 *
 * Within a line every tier lists the same items, so the tiers can be compared
 * row by row: an item is included from one tier upwards, and is highlighted in
 * the tier it distinguishes. Each text is defined once, so it is translated once.
 */

/** The tiers' names, for the comparison and the ROI calculator's package choice. */
export const tierNames: Record<PackageTier, MessageDescriptor> = {
  starter: msg({ message: 'Starter', comment: 'Package name: the entry tier of the SEO, Google Ads and website packages' }),
  premium: msg({ message: 'Premium', comment: 'Package name: the middle tier of the SEO, Google Ads and website packages' }),
  performance: msg({ message: 'Performance', comment: 'Package name: the top tier of the SEO, Google Ads and website packages' }),
};

/** One row of a line's comparison: from which tier it is included, and in which tier it is highlighted. */
interface ItemSpec {
  name: MessageDescriptor;
  from: PackageTier;
  highlight?: PackageTier;
}

interface GroupSpec {
  category: MessageDescriptor;
  items: readonly ItemSpec[];
}

const rank = (tier: PackageTier) => packageTiers.indexOf(tier);

function line(id: PackageLine, summaries: Record<PackageTier, MessageDescriptor>, groups: readonly GroupSpec[]): Package[] {
  return packageTiers.map((tier) => ({
    line: id,
    tier,
    name: tierNames[tier],
    summary: summaries[tier],
    features: groups.map(
      (group): PackageFeatureGroup => ({
        category: group.category,
        items: group.items.map((item) => ({
          name: item.name,
          included: rank(tier) >= rank(item.from),
          ...(item.highlight === tier ? { highlight: true } : {}),
        })),
      }),
    ),
  }));
}

// Categories.
const analysis = msg({ message: 'Analysis', comment: 'Feature category of an SEO package' });
const onPage = msg({ message: 'On-page', comment: 'Feature category of an SEO package (on-page optimisation)' });
const content = msg({ message: 'Content', comment: 'Feature category of an SEO package' });
const reporting = msg({ message: 'Reporting', comment: 'Feature category of an SEO or Google Ads package' });
const setup = msg({ message: 'Setup', comment: 'Feature category of a Google Ads package (setting up the account and campaigns)' });
const optimisation = msg({ message: 'Optimisation', comment: 'Feature category of a Google Ads package' });
const design = msg({ message: 'Design', comment: 'Feature category of a website package' });
const development = msg({ message: 'Development', comment: 'Feature category of a website package' });
const seo = msg({ message: 'SEO', comment: 'Feature category of a website package (search engine optimisation)' });
const support = msg({ message: 'Support', comment: 'Feature category of a website package (help after launch)' });

// Items used in more than one line.
const keywordResearch = msg`Keyword research`;
const monthlyStrategyCall = msg`Monthly strategy call`;
const localSeo = msg`Local SEO and Google Business Profile`;

// SEO items.
const technicalAudit = msg`Technical SEO audit`;
const competitorAnalysis = msg`Competitor analysis`;
const backlinkAnalysis = msg`Backlink profile analysis`;
const metaOptimisation = msg`Titles, meta descriptions and headings`;
const internalLinking = msg`Internal linking and structured data`;
const speedOptimisation = msg`Speed and Core Web Vitals optimisation`;
const existingPages = msg`Optimisation of existing pages`;
const newContent = msg`New SEO content every month`;
const editorialPlan = msg`Content strategy and editorial plan`;
const linkBuilding = msg`Link building with relevant, reputable websites`;
const rankingReport = msg`Monthly ranking and traffic report`;
const enquiryTracking = msg`Enquiry and conversion tracking`;
const strategyWorkshop = msg`Quarterly strategy workshop`;

// SEA items.
const campaignSetup = msg`Account and campaign setup`;
const adCopy = msg`Ad copy and ad extensions`;
const conversionTracking = msg`Conversion tracking for calls and forms`;
const shoppingCampaigns = msg`Shopping and Performance Max campaigns`;
const bidOptimisation = msg`Weekly bid and budget optimisation`;
const negativeKeywords = msg`Negative keyword management`;
const adTests = msg`A/B tests of ads`;
const remarketing = msg`Remarketing campaigns`;
const landingPageAdvice = msg`Landing page recommendations`;
const plainReport = msg`Monthly report in plain language`;
const auctionInsights = msg`Competitor and auction monitoring`;
const dashboard = msg`Live dashboard with your key figures`;

// Website items.
const customDesign = msg`Individual design in your corporate identity`;
const responsiveDesign = msg`Responsive, mobile-first layout`;
const designPreview = msg`Clickable design preview before development`;
const campaignLandingPages = msg`Extra landing pages for campaigns`;
const fastCode = msg`Fast, clean code with top Core Web Vitals`;
const cookieFree = msg`Cookie-free, GDPR-compliant analytics`;
const selfEditing = msg`Texts and images you can edit yourself`;
const multilingual = msg`Multilingual: German, English, French`;
const integrations = msg`Booking, shop or CRM integration`;
const technicalSeo = msg`Technical SEO, sitemap and structured data`;
const pageStructure = msg`Keyword research and page structure`;
const seoCopywriting = msg`SEO copywriting for every page`;
const redirects = msg`Redirects from your old website`;
const handover = msg`Handover and training`;
const hostingSetup = msg`Hosting and domain setup`;
const launchCheck = msg`Speed and ranking check after launch`;
const prioritySupport = msg`Priority support`;

const seoPackages = line(
  'seo',
  {
    starter: msg`For local businesses that want to be found in their region and build a solid SEO foundation.`,
    premium: msg`For growing companies that want to climb steadily in competitive search results with new content every month.`,
    performance: msg`For ambitious companies and online shops that want to lead their market nationally or internationally.`,
  },
  [
    {
      category: analysis,
      items: [
        { name: technicalAudit, from: 'starter' },
        { name: keywordResearch, from: 'starter' },
        { name: competitorAnalysis, from: 'premium' },
        { name: backlinkAnalysis, from: 'performance' },
      ],
    },
    {
      category: onPage,
      items: [
        { name: metaOptimisation, from: 'starter' },
        { name: localSeo, from: 'starter', highlight: 'starter' },
        { name: internalLinking, from: 'premium' },
        { name: speedOptimisation, from: 'performance', highlight: 'performance' },
      ],
    },
    {
      category: content,
      items: [
        { name: existingPages, from: 'starter' },
        { name: newContent, from: 'premium', highlight: 'premium' },
        { name: editorialPlan, from: 'premium' },
        { name: linkBuilding, from: 'performance', highlight: 'performance' },
      ],
    },
    {
      category: reporting,
      items: [
        { name: rankingReport, from: 'starter' },
        { name: enquiryTracking, from: 'premium' },
        { name: monthlyStrategyCall, from: 'premium', highlight: 'premium' },
        { name: strategyWorkshop, from: 'performance' },
      ],
    },
  ],
);

const seaPackages = line(
  'sea',
  {
    starter: msg`For businesses new to Google Ads that want profitable campaigns from the start on a manageable budget.`,
    premium: msg`For companies that advertise all year round and want to lower their cost per enquiry month after month.`,
    performance: msg`For online shops and companies with larger budgets, many products or several markets.`,
  },
  [
    {
      category: setup,
      items: [
        { name: campaignSetup, from: 'starter' },
        { name: keywordResearch, from: 'starter' },
        { name: adCopy, from: 'starter' },
        { name: conversionTracking, from: 'starter', highlight: 'starter' },
        { name: shoppingCampaigns, from: 'performance', highlight: 'performance' },
      ],
    },
    {
      category: optimisation,
      items: [
        { name: bidOptimisation, from: 'starter' },
        { name: negativeKeywords, from: 'starter' },
        { name: adTests, from: 'premium' },
        { name: remarketing, from: 'premium', highlight: 'premium' },
        { name: landingPageAdvice, from: 'performance', highlight: 'performance' },
      ],
    },
    {
      category: reporting,
      items: [
        { name: plainReport, from: 'starter' },
        { name: auctionInsights, from: 'premium' },
        { name: monthlyStrategyCall, from: 'premium', highlight: 'premium' },
        { name: dashboard, from: 'performance' },
      ],
    },
  ],
);

const websitePackages = line(
  'website',
  {
    starter: msg`For self-employed professionals and small businesses that need a fast, professional website that can be found on Google.`,
    premium: msg`For established businesses that want a website with SEO content that they can keep up to date themselves.`,
    performance: msg`For companies with several languages, locations or integrations that need their website as a central sales tool.`,
  },
  [
    {
      category: design,
      items: [
        { name: customDesign, from: 'starter' },
        { name: responsiveDesign, from: 'starter' },
        { name: designPreview, from: 'premium' },
        { name: campaignLandingPages, from: 'performance' },
      ],
    },
    {
      category: development,
      items: [
        { name: fastCode, from: 'starter', highlight: 'starter' },
        { name: cookieFree, from: 'starter' },
        { name: selfEditing, from: 'premium', highlight: 'premium' },
        { name: multilingual, from: 'performance', highlight: 'performance' },
        { name: integrations, from: 'performance', highlight: 'performance' },
      ],
    },
    {
      category: seo,
      items: [
        { name: technicalSeo, from: 'starter' },
        { name: pageStructure, from: 'starter' },
        { name: redirects, from: 'starter' },
        { name: seoCopywriting, from: 'premium', highlight: 'premium' },
        { name: localSeo, from: 'premium' },
      ],
    },
    {
      category: support,
      items: [
        { name: handover, from: 'starter' },
        { name: hostingSetup, from: 'starter' },
        { name: launchCheck, from: 'premium' },
        { name: prioritySupport, from: 'performance' },
      ],
    },
  ],
);

/** For each line starter, premium, performance: seo, then sea, then website. */
export const packages: readonly Package[] = [...seoPackages, ...seaPackages, ...websitePackages];
