import { useLingui } from '@lingui/react/macro';
import { claims } from '../../../business/claims';
import { SEO_POPUP_OPENS_PAST } from '../../../business/seoPopup';
import { Section } from '../../../components/Section/Section';
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
 * The services page after its hero, in the spec's order (the showcase holds
 * each service in detail, issue 27): one island with
 * its own catalog (src/i18n/belowFoldText.ts); its widgets are islands inside
 * it, each hydrating on its own trigger once this part has.
 */
export function ServicesBelowFold() {
  const { t } = useLingui();
  const { responseHours } = claims;
  return (
    <>
      <ServiceShowcase />
      <Section
        id="service-advisor"
        tone="dark"
        eyebrow={t`Service advisor`}
        title={t`Which service fits your business?`}
        intro={t`Four quick questions, one minute – and you know where to start. Free, and without leaving your e-mail address.`}
        centered
      >
        <ServiceAdvisorIsland hydrate="visible" />
      </Section>
      <Section
        id="success-stories"
        tone="surface"
        eyebrow={t`Client success stories`}
        title={t`What working together achieved`}
        intro={t`Three clients, three starting points – and the figures after the project.`}
        centered
      >
        <SuccessStoriesIsland hydrate="visible" />
      </Section>
      <WhyChooseUs />
      <Section
        id="process-timeline"
        eyebrow={t`How we work together`}
        title={t`From the first call to lasting results`}
        intro={t`Six steps, each with a clear result for you. Open a step to see what you receive.`}
        centered
      >
        <ProcessTimelineIsland hydrate="visible" />
      </Section>
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
      <Section
        id="video-testimonials"
        tone="dark"
        eyebrow={t`Client voices`}
        title={t`In their own words`}
        intro={t`Two clients on what changed for their business. Choose one and read what they said.`}
        centered
      >
        <VideoTestimonialsIsland hydrate="visible" />
      </Section>
      <Section
        id="responsive-preview"
        eyebrow={t`Responsive design`}
        title={t`One website, every screen`}
        intro={t`The home page of this site, live and built from its own components: see how it adapts to a desktop, a tablet and a phone.`}
        centered
      >
        <ResponsivePreviewIsland hydrate="visible" />
      </Section>
      <Section
        id="service-comparison"
        eyebrow={t`Packages and prices`}
        title={t`Compare the packages`}
        intro={t`Websites, SEO and Google Ads, each in three packages at fixed prices, net, with everything listed. The “from” prices above are the Starter packages. Not sure which one fits? The free consultation will tell.`}
        centered
      >
        <PackageTabsIsland hydrate="visible" />
      </Section>
      <Section
        id="roi-calculator"
        tone="surface"
        eyebrow={t`ROI calculator`}
        title={t`What could more visibility bring you?`}
        intro={t`Enter your current figures and see what a service could add – with every assumption on the table. Nothing is sent anywhere.`}
        centered
      >
        <RoiCalculatorIsland hydrate="visible" />
      </Section>
      <ServicesFaq />
      <ContactSection />
      {/* Side-docked, outside the sections' order: its code loads at the line it opens after. */}
      <SeoPopupIsland hydrate="scrollDepth" depth={SEO_POPUP_OPENS_PAST} />
    </>
  );
}
