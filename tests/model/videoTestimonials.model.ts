import { setup } from 'xstate';
import { createTestModel } from 'xstate/graph';

/**
 * The video testimonials as a visitor uses them: two testimonials, the first
 * one chosen at the start; choosing the one already shown changes nothing;
 * the transcript button shows and hides the transcript, which stays as it is
 * when the other testimonial is chosen; find-in-page reaching a hidden
 * transcript opens it (and finding text in an open one changes nothing).
 * Shared by the unit model test and the browser test.
 */
export const videoModelEvents = [
  { type: 'CHOOSE_FIRST' },
  { type: 'CHOOSE_SECOND' },
  { type: 'PRESS_TRANSCRIPT' },
  { type: 'FIND_IN_TRANSCRIPT' },
] as const satisfies ReadonlyArray<{ type: string }>;

export type VideoModelEvent = (typeof videoModelEvents)[number];

const videoModel = setup({ types: {} as { events: VideoModelEvent } }).createMachine({
  id: 'videoModel',
  type: 'parallel',
  states: {
    chosen: {
      initial: 'first',
      states: {
        first: { on: { CHOOSE_SECOND: 'second', CHOOSE_FIRST: 'first' } },
        second: { on: { CHOOSE_FIRST: 'first', CHOOSE_SECOND: 'second' } },
      },
    },
    transcript: {
      initial: 'hidden',
      states: {
        hidden: { on: { PRESS_TRANSCRIPT: 'shown', FIND_IN_TRANSCRIPT: 'shown' } },
        shown: { on: { PRESS_TRANSCRIPT: 'hidden', FIND_IN_TRANSCRIPT: 'shown' } },
      },
    },
  },
});

export const videoTestModel = createTestModel(videoModel, { events: [...videoModelEvents] });

export const videoModelStateKeys = ['first', 'second'].flatMap((chosen) =>
  ['hidden', 'shown'].map((transcript) => `chosen.${chosen}|transcript.${transcript}`),
);

export function parseVideoModelState(key: string): { chosen: 0 | 1; transcriptShown: boolean } {
  const parts = Object.fromEntries(key.split('|').map((part) => part.split('.') as [string, string]));
  return { chosen: parts.chosen === 'second' ? 1 : 0, transcriptShown: parts.transcript === 'shown' };
}
