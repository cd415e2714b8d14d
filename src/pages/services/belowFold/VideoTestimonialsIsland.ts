import { island } from '../../../islands/island';

/** The video testimonials as an island: both are prerendered; choosing one and the transcript button hydrate near the viewport. */
export const VideoTestimonialsIsland = island(() => import('./VideoTestimonials').then((module) => module.VideoTestimonials));
