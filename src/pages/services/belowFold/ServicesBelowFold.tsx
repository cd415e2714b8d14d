import { useLingui } from '@lingui/react/macro';
import { claims } from '../../../business/claims';
import { SEO_POPUP_OPENS_PAST } from '../../../business/seoPopup';
import { Launcher } from '../../../components/Launcher/Launcher';
import { useDisclosuresAtHash } from '../../../lib/disclosureAtHash';
import { Section } from '../../../components/Section/Section';
import { SectionPart } from '../../../components/Section/SectionPart';
import { ContactSection } from './ContactSection';
import { PackageTabsIsland } from './PackageTabsIsland';
import { ProcessTimelineIsland } from './ProcessTimelineIsland';
import { QuickQuoteIsland } from './QuickQuoteIsland';
import { ResponsivePreviewIsland } from './ResponsivePreviewIsland';
import { RoiCalculatorIsland } from './RoiCalculatorIsland';
import { SeoPopupIsland } from './SeoPopupIsland';
import { ServiceAdvisorIsland } from './ServiceAdvisorIsland';
import { ServiceShowcase } from './ServiceShowcase';
import { ServicesFaq } from './ServicesFaq';
import { SuccessStoriesIsland } from './SuccessStoriesIsland';
import { VideoTestimonialsIsland } from './VideoTestimonialsIsland';
import { WhyChooseUs } from './WhyChooseUs';

/**
 * The services page after its hero, in the order a client deciding reads it
 * (issue 36, docs/decisions.md): what (the services and the advisor), proof
 * (stories, client voices and figures), price (packages and the ROI
 * calculator), how (the process and the responsive preview), ask (FAQ, quick
 * quote, contact). A spec section that belongs to another is a part of it.
 * Summaries first: the depth of each service and package and each tool waits
 * behind a native disclosure; a link into one opens it (useDisclosuresAtHash). One island with its own catalog
 * (src/i18n/belowFoldText.ts); its widgets are islands inside it.
 */
export function ServicesBelowFold() {
  const { t } = useLingui();
  const { responseHours } = claims;
  useDisclosuresAtHash();
  return (
    <>
      <ServiceShowcase>
        <Launcher
          id="service-advisor"
          title={t`Which service fits your business?`}
          hint={t`Four questions, one minute, no e-mail address: a recommendation with its price.`}
        >
          <ServiceAdvisorIsland hydrate="visible" />
        </Launcher>
      </ServiceShowcase>
      <Section
        id="success-stories"
        tone="surface"
        eyebrow={t`Client success stories`}
        title={t`What working together achieved`}
        intro={t`Three clients, three starting points – and the figures after the project.`}
        centered
      >
        <SuccessStoriesIsland hydrate="visible" />
        <SectionPart id="video-testimonials" title={t`Two clients in their own words`}>
          <VideoTestimonialsIsland hydrate="visible" />
        </SectionPart>
        <WhyChooseUs />
      </Section>
      <Section
        id="service-comparison"
        eyebrow={t`Packages and prices`}
        title={t`Compare the packages`}
        intro={t`Three packages for each service, at fixed net prices with everything listed. The “from” prices above are the Starter packages.`}
        centered
      >
        <PackageTabsIsland hydrate="visible" />
        <Launcher
          id="roi-calculator"
          title={t`What could more visibility bring you?`}
          hint={t`Your figures, a package and an estimate with every assumption shown. Nothing is sent.`}
        >
          <RoiCalculatorIsland hydrate="visible" />
        </Launcher>
      </Section>
      <Section
        id="process-timeline"
        eyebrow={t`How we work together`}
        title={t`From the first call to lasting results`}
        intro={t`Every step with a clear result for you. Open a step to see what you receive.`}
        centered
      >
        <ProcessTimelineIsland hydrate="visible" />
        <Launcher
          id="responsive-preview"
          title={t`One website, every screen`}
          hint={t`This site's home page, live, as a desktop, a tablet and a phone show it.`}
        >
          <ResponsivePreviewIsland hydrate="visible" />
        </Launcher>
      </Section>
      <ServicesFaq />
      <Section
        id="quick-quote"
        tone="surface"
        eyebrow={t`Quick quote`}
        title={t`Your non-binding quote in three steps`}
        intro={t`Two minutes for you, a fixed-price offer from me: tell me what you need and you will hear from me within ${responseHours} hours.`}
        centered
      >
        <QuickQuoteIsland hydrate="visible" />
      </Section>
      <ContactSection />
      {/* Side-docked, outside the sections' order: its code loads at the line it opens after. */}
      <SeoPopupIsland hydrate="scrollDepth" depth={SEO_POPUP_OPENS_PAST} />
    </>
  );
}
