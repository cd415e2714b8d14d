import { useLingui } from '@lingui/react/macro';
import buttons from '../../components/Button/button.module.css';
import { Hero } from '../../components/Hero/Hero';
import { Section } from '../../components/Section/Section';
import { ContactSection } from './sections/ContactSection';
import { PackageTabsIsland } from './sections/PackageTabsIsland';
import { ProcessTimelineIsland } from './sections/ProcessTimelineIsland';
import { ServiceDetails } from './sections/ServiceDetails';
import { ServicesFaq } from './sections/ServicesFaq';
import { ServiceShowcase } from './sections/ServiceShowcase';
import { SuccessStoriesIsland } from './sections/SuccessStoriesIsland';
import { WhyChooseUs } from './sections/WhyChooseUs';
import { SectionNavIsland } from './SectionNavIsland';

/** The services page: the sections of spec section 2 in their order (ids in sections.ts). */
export function ServicesPage() {
  const { t } = useLingui();
  return (
    <>
      <Hero
        badge={t`Services`}
        title={t`Web development, SEO and Google Ads – from one hand`}
        description={t`From the first sketch to the first page on Google: I plan, build and market your website, so that it brings in enquiries instead of just looking good. More than 150 projects in over eight years, first results within 90 days.`}
        actions={
          <>
            <a href="#services-section" className={buttons.primary}>
              {t`Explore the services`}
            </a>
            <a href="#contact-section" className={buttons.onDark}>
              {t`Free consultation`}
            </a>
          </>
        }
      />
      <ServiceShowcase />
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
      <ServiceDetails />
      <Section
        id="service-comparison"
        eyebrow={t`Packages and prices`}
        title={t`Compare the packages`}
        intro={t`Fixed prices, net, with everything listed. Not sure which one fits? The free consultation will tell.`}
        centered
      >
        <PackageTabsIsland hydrate="visible" />
      </Section>
      <ServicesFaq />
      <ContactSection />
      <SectionNavIsland hydrate="idle" />
    </>
  );
}
