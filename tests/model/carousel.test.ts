import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, type SnapshotFrom } from 'xstate';
import { type CarouselInput, carouselMachine, carouselView } from '../../src/machines/carousel';
import { describeModelSuite } from '../support/describeModelSuite';
import { createModelBasedSuite } from '../support/modelTest';
import {
  type CarouselModelContext,
  type CarouselModelState,
  carouselExpectations,
  carouselModelInterval,
  carouselModelLock,
  carouselModelSlideCount,
  carouselTestModel,
  parseCarouselModelState,
} from './carousel.model';

type Snapshot = SnapshotFrom<typeof carouselMachine>;

function expectModelState(key: string) {
  const { carousel } = parseCarouselModelState(key);
  const expected = carouselExpectations[carousel];
  const pointedAt = carousel.toLowerCase().includes('pointedat');
  return (snapshot: Snapshot, _run: unknown, modelContext: unknown) => {
    const { index } = modelContext as CarouselModelContext;
    expect(snapshot.context.index).toBe(index);
    expect(snapshot.matches({ slides: expected.locked ? 'changing' : 'ready' })).toBe(true);
    expect(snapshot.matches({ autoplay: expected.playing ? 'playing' : 'paused' })).toBe(true);
    expect(carouselView.isPlayIntended(snapshot.context)).toBe(!expected.stoppedByVisitor);
    expect(snapshot.context.pausedBy.includes('hover')).toBe(pointedAt);
  };
}

const modelStates = (['first', 'middle', 'last'] as const).flatMap((position) =>
  (Object.keys(carouselExpectations) as CarouselModelState[]).map((carousel) => `position.${position}|carousel.${carousel}`),
);

const suite = createModelBasedSuite({
  testModel: carouselTestModel,
  createReal: () => carouselMachine,
  input: { count: carouselModelSlideCount, autoAdvanceInterval: carouselModelInterval, allowAutoAdvance: true },
  execute: (event, { actor, clock }) => {
    switch (event.type) {
      case 'POINTER_ENTERS':
        return actor.send({ type: 'AUTOPLAY.PAUSE', src: 'hover' });
      case 'POINTER_LEAVES':
        return actor.send({ type: 'AUTOPLAY.RESUME', src: 'hover' });
      case 'PRESS_NEXT':
        return actor.send({ type: 'CAROUSEL.NEXT', src: 'button' });
      case 'PRESS_PREV':
        return actor.send({ type: 'CAROUSEL.PREV', src: 'button' });
      case 'PRESS_LAST_DOT':
        return actor.send({ type: 'CAROUSEL.GOTO', index: carouselModelSlideCount - 1, src: 'dot' });
      case 'PRESS_PLAY_PAUSE':
        return actor.send({ type: 'AUTOPLAY.TOGGLE' });
      case 'LOCK_TIME_PASSES':
        return clock.increment(carouselModelLock);
      case 'INTERVAL_PASSES':
        return clock.increment(carouselModelInterval);
    }
  },
  states: Object.fromEntries(modelStates.map((key) => [key, expectModelState(key)])),
});

describeModelSuite('carousel machine, driven by its test model', suite);

describe('carousel machine, the causes the mouse model does not show', () => {
  const start = (input: CarouselInput) => {
    const clock = new SimulatedClock();
    const actor = createActor(carouselMachine, { clock, input }).start();
    return { actor, clock };
  };

  it('advances every 5 s when the page sets no interval', () => {
    const { actor, clock } = start({ count: 3 });
    clock.increment(4999);
    expect(actor.getSnapshot().context.index).toBe(0);
    clock.increment(1);
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it('does not advance while reduced motion or screen-reader mode holds it, and pressing play cannot override that', () => {
    const { actor, clock } = start({ count: 3, autoAdvanceInterval: 6000, allowAutoAdvance: false });
    expect(carouselView.isAutoplayAvailable(actor.getSnapshot().context)).toBe(false);
    clock.increment(6000);
    clock.increment(6000);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'AUTOPLAY.TOGGLE' });
    actor.send({ type: 'AUTOPLAY.TOGGLE' });
    clock.increment(6000);
    expect(actor.getSnapshot().matches({ autoplay: 'paused' })).toBe(true);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'AUTOPLAY.RESUME', src: 'motion' });
    clock.increment(6000);
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'AUTOPLAY.PAUSE', src: 'motion' });
    clock.increment(6000);
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it('stays paused while keyboard focus is inside, even after the pointer leaves', () => {
    const { actor, clock } = start({ count: 3, autoAdvanceInterval: 6000, allowAutoAdvance: true });
    actor.send({ type: 'AUTOPLAY.PAUSE', src: 'focus' });
    actor.send({ type: 'AUTOPLAY.PAUSE', src: 'hover' });
    actor.send({ type: 'AUTOPLAY.PAUSE', src: 'hover' });
    actor.send({ type: 'AUTOPLAY.RESUME', src: 'hover' });
    clock.increment(6000);
    expect(actor.getSnapshot().context.index).toBe(0);
    expect(actor.getSnapshot().context.pausedBy).toEqual(['focus']);
    actor.send({ type: 'AUTOPLAY.RESUME', src: 'focus' });
    clock.increment(6000);
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it('ignores a dot outside the slides and the dot of the slide shown', () => {
    const { actor } = start({ count: 3, allowAutoAdvance: false });
    actor.send({ type: 'CAROUSEL.GOTO', index: 3, src: 'dot' });
    actor.send({ type: 'CAROUSEL.GOTO', index: -1, src: 'dot' });
    actor.send({ type: 'CAROUSEL.GOTO', index: 0, src: 'dot' });
    expect(actor.getSnapshot().matches({ slides: 'ready' })).toBe(true);
    actor.send({ type: 'CAROUSEL.GOTO', index: 2, src: 'keyboard' });
    expect(actor.getSnapshot().context).toMatchObject({ index: 2, direction: 'forward' });
  });

  it('remembers the direction of the last change for the slide animation', () => {
    const { actor, clock } = start({ count: 3, allowAutoAdvance: false });
    actor.send({ type: 'CAROUSEL.PREV', src: 'keyboard' });
    expect(actor.getSnapshot().context).toMatchObject({ index: 2, direction: 'backward' });
    clock.increment(300);
    actor.send({ type: 'CAROUSEL.GOTO', index: 0, src: 'dot' });
    expect(actor.getSnapshot().context).toMatchObject({ index: 0, direction: 'backward' });
  });
});
