import { useLingui } from '@lingui/react/macro';
import { claims } from '../../business/claims';
import buttons from '../../components/Button/button.module.css';
import { Hero } from '../../components/Hero/Hero';
import { DeferredLayoutSections } from '../../components/Section/DeferredLayoutSections';
import { SectionNavIsland } from './SectionNavIsland';
import { ServicesHeroAside } from './ServicesHeroAside';
import { ServicesBelowFoldIsland } from './ServicesBelowFoldIsland';
import { SocialProofTickerSlot } from './belowFold/SocialProofTickerSlot';

/**
 * The services page: the sections of spec section 2 in their order (ids in sections.ts). The hero is
 * the first screen on a phone; the rest, from the service showcase on, is one island (belowFold/) with
 * its own code and text. The page is long (about 18,600 px on a phone): the sections' layout waits
 * while it loads (DeferredLayoutSections).
 */
export function ServicesPage() {
  const { t } = useLingui();
  const { projects, experienceYears, firstResultsDays } = claims;
  return (
    <>
      <Hero
        badge={t`Services`}
        title={t`Web development, SEO and Google Ads – from one hand`}
        description={t({
          message: `From the first sketch to the first page on Google: I plan, build and market your website, so that it brings in enquiries instead of just looking good. More than ${projects} projects in over ${experienceYears} years, first results within ${firstResultsDays} days.`,
          comment: '{projects}, {experienceYears} and {firstResultsDays} are numbers (150, 10 and 90)',
        })}
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
        aside={<ServicesHeroAside />}
      />
      {/* The social-proof notices: on a phone a band here in the flow, on a tablet docked top right, with the hero's panel in its slot (issue 36). */}
      <SocialProofTickerSlot />
      {/* From the showcase on, right under the first screen of a phone: hydrated at the first scroll rather than when near, or its code
          and text would load with the page (issue 27). The showcase needs no script to read or to open its disclosures. */}
      <DeferredLayoutSections>
        <ServicesBelowFoldIsland hydrate="scroll" />
      </DeferredLayoutSections>
      {/* Progress, active section and back-to-top follow the scrolling: nothing to do before it. */}
      <SectionNavIsland hydrate="scroll" />
    </>
  );
}
