import { assign, setup } from 'xstate';

/**
 * The services page's video testimonials (spec sections 3 and 4: selected
 * index, play/pause, mute starting muted, transcript shown or hidden), as far
 * as the site really offers them: the spec's clips are placeholder URLs and
 * there is no real recording of these sample clients, so each testimonial is a
 * poster with its transcript and no player (docs/decisions.md). The machine
 * therefore has no playback or mute state: a play button that cannot play
 * would be a dead control. Real clips would add a `playback` region here
 * (paused/playing, muted from the start) beside `transcript`.
 *
 * Context: the selected testimonial. States: the transcript `hidden` or
 * `shown` (it stays so when another testimonial is chosen). Events:
 * `VIDEO.SELECT` (a testimonial's button; guarded: another, existing one),
 * `TRANSCRIPT.TOGGLE` (the transcript button), `TRANSCRIPT.REVEAL` (find-in-page
 * reached the collapsed transcript: it opens and stays open).
 */
export type VideoTestimonialsEvent =
  | { type: 'VIDEO.SELECT'; index: number }
  | { type: 'TRANSCRIPT.TOGGLE' }
  | { type: 'TRANSCRIPT.REVEAL'; src: 'find' };

export interface VideoTestimonialsInput {
  count: number;
}

export interface VideoTestimonialsContext {
  selected: number;
  count: number;
}

export const videoTestimonialsMachine = setup({
  types: {
    context: {} as VideoTestimonialsContext,
    events: {} as VideoTestimonialsEvent,
    input: {} as VideoTestimonialsInput,
  },
  guards: {
    isOtherTestimonial: ({ context, event }) =>
      event.type === 'VIDEO.SELECT' && event.index !== context.selected && event.index >= 0 && event.index < context.count,
  },
  actions: {
    select: assign({ selected: ({ context, event }) => (event.type === 'VIDEO.SELECT' ? event.index : context.selected) }),
  },
}).createMachine({
  id: 'videoTestimonials',
  context: ({ input }) => ({ selected: 0, count: Math.max(1, input.count) }),
  on: {
    'VIDEO.SELECT': { guard: 'isOtherTestimonial', actions: 'select' },
  },
  initial: 'transcriptHidden',
  states: {
    transcriptHidden: {
      on: { 'TRANSCRIPT.TOGGLE': 'transcriptShown', 'TRANSCRIPT.REVEAL': 'transcriptShown' },
    },
    transcriptShown: {
      on: { 'TRANSCRIPT.TOGGLE': 'transcriptHidden' },
    },
  },
});
