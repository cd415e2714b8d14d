import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { videoTestimonialsMachine } from '../../src/machines/videoTestimonials';
import { describeModelSuite } from '../support/describeModelSuite';
import { createModelBasedSuite } from '../support/modelTest';
import { parseVideoModelState, videoModelStateKeys, videoTestModel } from './videoTestimonials.model';

type Snapshot = SnapshotFrom<typeof videoTestimonialsMachine>;

const suite = createModelBasedSuite({
  testModel: videoTestModel,
  createReal: () => videoTestimonialsMachine,
  input: { count: 2 },
  execute: (event, { actor }) => {
    switch (event.type) {
      case 'CHOOSE_FIRST':
        return actor.send({ type: 'VIDEO.SELECT', index: 0 });
      case 'CHOOSE_SECOND':
        return actor.send({ type: 'VIDEO.SELECT', index: 1 });
      case 'PRESS_TRANSCRIPT':
        return actor.send({ type: 'TRANSCRIPT.TOGGLE' });
      case 'FIND_IN_TRANSCRIPT':
        return actor.send({ type: 'TRANSCRIPT.REVEAL', src: 'find' });
    }
  },
  states: Object.fromEntries(
    videoModelStateKeys.map((key) => {
      const { chosen, transcriptShown } = parseVideoModelState(key);
      return [
        key,
        (snapshot: Snapshot) => {
          expect(snapshot.context.selected).toBe(chosen);
          expect(snapshot.matches(transcriptShown ? 'transcriptShown' : 'transcriptHidden')).toBe(true);
        },
      ];
    }),
  ),
});

describeModelSuite('video testimonials machine, driven by its test model', suite);

describe('video testimonials machine, choices outside the list', () => {
  it('ignores an index that is not a testimonial', () => {
    const actor = createActor(videoTestimonialsMachine, { input: { count: 2 } }).start();
    actor.send({ type: 'VIDEO.SELECT', index: 2 });
    actor.send({ type: 'VIDEO.SELECT', index: -1 });
    expect(actor.getSnapshot().context.selected).toBe(0);
  });

  it('has no playback or mute state: the site offers no clip to play (docs/decisions.md)', () => {
    const actor = createActor(videoTestimonialsMachine, { input: { count: 2 } }).start();
    expect(Object.keys(videoTestimonialsMachine.root.states)).toEqual(['transcriptHidden', 'transcriptShown']);
    expect(actor.getSnapshot().can({ type: 'TRANSCRIPT.TOGGLE' })).toBe(true);
  });
});
