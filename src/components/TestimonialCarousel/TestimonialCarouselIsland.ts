import { island } from '../../islands/island';

/** The testimonial carousel as an island: the first slide is prerendered, the rest hydrates near the viewport. */
export const TestimonialCarouselIsland = island(() =>
  import('./TestimonialCarousel').then((module) => module.TestimonialCarousel),
);
