import { BenefitsSection } from './BenefitsSection';
import { ContactBlock } from './ContactBlock';
import { FaqSection } from './FaqSection';
import { NumbersSection } from './NumbersSection';
import { ProcessSection } from './ProcessSection';
import { ReasonsSection } from './ReasonsSection';
import { ServicesSection } from './ServicesSection';
import { TestimonialsSection } from './TestimonialsSection';
import { TrustSection } from './TrustSection';

/**
 * The home page after its hero, in the spec's order (section 2, "Home page"): one island with its
 * own catalog (src/i18n/belowFoldText.ts); its widgets are islands inside it.
 */
export function HomeBelowFold() {
  return (
    <>
      <ServicesSection />
      <ReasonsSection />
      <TrustSection />
      <BenefitsSection />
      <NumbersSection />
      <ProcessSection />
      <TestimonialsSection />
      <FaqSection />
      <ContactBlock />
    </>
  );
}
