import { deferredPart } from '../../lib/deferredPart';

/*
 * The home page's parts that hydrate on their own (src/lib/deferredPart.tsx): the rest of the
 * page is interactive without waiting for their code. Their markup is in the prerendered HTML:
 * the hero's picture loads by itself and the counters show their final values until then.
 */

export const heroImage = deferredPart(() => import('../../components/Hero/HeroImage').then((module) => module.HeroImage));

export const heroStats = deferredPart(() => import('../../components/Hero/HeroStats').then((module) => module.HeroStats));

export const testimonialCarousel = deferredPart(() =>
  import('../../components/TestimonialCarousel/TestimonialCarousel').then((module) => module.TestimonialCarousel),
);

export const homeDeferredParts = [heroImage, heroStats, testimonialCarousel].map((part) => part.preload);
