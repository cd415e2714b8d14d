import { Trans, useLingui } from '@lingui/react/macro';
import { Section } from '../../../components/Section/Section';
import { TestimonialCarouselIsland } from '../../../components/TestimonialCarousel/TestimonialCarouselIsland';
import { testimonialInterval, testimonials } from './content';

/** Home section 8: client testimonials in a carousel that advances every 6 s. */
export function TestimonialsSection() {
  const { t } = useLingui();
  return (
    <Section
      id="testimonials"
      tone="surface"
      eyebrow={<Trans>Client voices</Trans>}
      title={<Trans>What my clients say</Trans>}
      intro={<Trans>Law firms, shops, restaurants and practices – here is how they describe working with me.</Trans>}
      centered
    >
      <TestimonialCarouselIsland
        hydrate="visible"
        testimonials={testimonials}
        label={t`Client testimonials`}
        idPrefix="home-testimonials"
        autoAdvanceInterval={testimonialInterval}
      />
    </Section>
  );
}
