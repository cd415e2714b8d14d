import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { type ParticlePauseReason, particleBackgroundMachine } from '../../src/machines/particleBackground';
import { describeModelSuite } from '../support/describeModelSuite';
import { createModelBasedSuite } from '../support/modelTest';

/**
 * The particle background as the spec describes it: absent with reduce
 * animations, paused while the hero is off screen or the tab is hidden,
 * animating otherwise. The model names what a visitor sees; `offscreen` and
 * `hidden` are two independent causes, so the model is the product of
 * motion × hero visibility × tab visibility. It starts as the component
 * starts it: motion not yet known (off), hero not yet observed (off screen).
 */
type ModelEvent =
  | { type: 'MOTION_ALLOWED' }
  | { type: 'MOTION_REDUCED' }
  | { type: 'HERO_SCROLLED_INTO_VIEW' }
  | { type: 'HERO_SCROLLED_AWAY' }
  | { type: 'TAB_HIDDEN' }
  | { type: 'TAB_SHOWN' };

const events: ModelEvent[] = [
  { type: 'MOTION_ALLOWED' },
  { type: 'MOTION_REDUCED' },
  { type: 'HERO_SCROLLED_INTO_VIEW' },
  { type: 'HERO_SCROLLED_AWAY' },
  { type: 'TAB_HIDDEN' },
  { type: 'TAB_SHOWN' },
];

const particleModel = createMachine({
  types: {} as { events: ModelEvent },
  id: 'particleModel',
  type: 'parallel',
  states: {
    motion: {
      initial: 'reduced',
      states: {
        reduced: { on: { MOTION_ALLOWED: 'allowed', MOTION_REDUCED: 'reduced' } },
        allowed: { on: { MOTION_REDUCED: 'reduced', MOTION_ALLOWED: 'allowed' } },
      },
    },
    hero: {
      initial: 'offScreen',
      states: {
        offScreen: { on: { HERO_SCROLLED_INTO_VIEW: 'onScreen', HERO_SCROLLED_AWAY: 'offScreen' } },
        onScreen: { on: { HERO_SCROLLED_AWAY: 'offScreen', HERO_SCROLLED_INTO_VIEW: 'onScreen' } },
      },
    },
    tab: {
      initial: 'visible',
      states: {
        visible: { on: { TAB_HIDDEN: 'hidden', TAB_SHOWN: 'visible' } },
        hidden: { on: { TAB_SHOWN: 'visible', TAB_HIDDEN: 'hidden' } },
      },
    },
  },
});

/** '{motion}|{hero}|{tab}' for every combination, with what the real machine must show. */
const modelStates: Record<string, (snapshot: ReturnType<ReturnType<typeof createActor<typeof particleBackgroundMachine>>['getSnapshot']>) => void> = {};
for (const motion of ['reduced', 'allowed'] as const) {
  for (const hero of ['offScreen', 'onScreen'] as const) {
    for (const tab of ['visible', 'hidden'] as const) {
      const reasons: ParticlePauseReason[] = [...(hero === 'offScreen' ? ['offscreen' as const] : []), ...(tab === 'hidden' ? ['hidden' as const] : [])];
      modelStates[`motion.${motion}|hero.${hero}|tab.${tab}`] = (snapshot) => {
        expect([...snapshot.context.pausedBy].sort()).toEqual(reasons.sort());
        if (motion === 'reduced') expect(snapshot.value).toBe('off');
        else expect(snapshot.value).toEqual({ on: reasons.length ? 'paused' : 'running' });
        expect(animating, 'the frame loop runs exactly while running').toBe(motion === 'allowed' && reasons.length === 0);
      };
    }
  }
}

// The frame loop as the machine drives it through its actions.
let animating = false;

const suite = createModelBasedSuite({
  testModel: createTestModel(particleModel, { events }),
  createReal: () => {
    animating = false;
    return particleBackgroundMachine.provide({
      actions: {
        startAnimation: () => {
          expect(animating, 'started twice').toBe(false);
          animating = true;
        },
        stopAnimation: () => {
          expect(animating, 'stopped while not running').toBe(true);
          animating = false;
        },
      },
    });
  },
  input: { pausedBy: ['offscreen'] },
  execute: (event, { actor }) => {
    switch (event.type) {
      case 'MOTION_ALLOWED':
        return actor.send({ type: 'PARTICLES.ENABLE' });
      case 'MOTION_REDUCED':
        return actor.send({ type: 'PARTICLES.DISABLE' });
      case 'HERO_SCROLLED_INTO_VIEW':
        return actor.send({ type: 'PARTICLES.RESUME', src: 'offscreen' });
      case 'HERO_SCROLLED_AWAY':
        return actor.send({ type: 'PARTICLES.PAUSE', src: 'offscreen' });
      case 'TAB_HIDDEN':
        return actor.send({ type: 'PARTICLES.PAUSE', src: 'hidden' });
      case 'TAB_SHOWN':
        return actor.send({ type: 'PARTICLES.RESUME', src: 'hidden' });
    }
  },
  states: modelStates,
});

describeModelSuite('particleBackground machine, driven by its test model', suite);

describe('particleBackground machine', () => {
  it('runs at once when nothing holds it', () => {
    const actor = createActor(particleBackgroundMachine, { input: {} }).start();
    actor.send({ type: 'PARTICLES.ENABLE' });
    expect(actor.getSnapshot().value).toEqual({ on: 'running' });
  });

  it('counts a repeated pause cause once', () => {
    const actor = createActor(particleBackgroundMachine, { input: {} }).start();
    actor.send({ type: 'PARTICLES.ENABLE' });
    actor.send({ type: 'PARTICLES.PAUSE', src: 'hidden' });
    actor.send({ type: 'PARTICLES.PAUSE', src: 'hidden' });
    expect(actor.getSnapshot().context.pausedBy).toEqual(['hidden']);
    actor.send({ type: 'PARTICLES.RESUME', src: 'hidden' });
    expect(actor.getSnapshot().value).toEqual({ on: 'running' });
  });
});
