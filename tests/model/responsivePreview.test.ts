import { describe, expect, it } from 'vitest';
import { SimulatedClock, type SnapshotFrom, createActor } from 'xstate';
import { type ResponsivePreviewInput, responsivePreviewMachine } from '../../src/machines/responsivePreview';
import { describeModelSuite } from '../support/describeModelSuite';
import { createModelBasedSuite } from '../support/modelTest';
import {
  type PreviewModelContext,
  type PreviewModelState,
  previewExpectations,
  previewModelCountModulo,
  previewModelDevices,
  previewModelTick,
  previewTestModel,
} from './responsivePreview.model';

type Snapshot = SnapshotFrom<typeof responsivePreviewMachine>;

const expectModelState = (state: PreviewModelState) => (snapshot: Snapshot, _run: unknown, modelContext: unknown) => {
  const { device, count } = modelContext as PreviewModelContext;
  const expected = previewExpectations[state];
  expect(snapshot.context.device).toBe(previewModelDevices[device]);
  expect(snapshot.context.interactions % previewModelCountModulo).toBe(count);
  expect(snapshot.matches('interactive')).toBe(expected.interactive);
  expect(snapshot.matches({ interactive: 'ticking' })).toBe(expected.ticking);
  expect(snapshot.context.pausedBy).toEqual(expected.offscreen ? ['offscreen'] : []);
};

const suite = createModelBasedSuite({
  testModel: previewTestModel,
  createReal: () => responsivePreviewMachine,
  input: {} satisfies ResponsivePreviewInput,
  execute: (event, { actor, clock }) => {
    const shown = actor.getSnapshot().context.device;
    switch (event.type) {
      case 'SELECT_NEXT_DEVICE': {
        const next = previewModelDevices[(previewModelDevices.indexOf(shown) + 1) % previewModelDevices.length]!;
        return actor.send({ type: 'PREVIEW.SELECT_DEVICE', device: next });
      }
      case 'SELECT_SAME_DEVICE':
        return actor.send({ type: 'PREVIEW.SELECT_DEVICE', device: shown });
      case 'TOGGLE_INTERACTIVE':
        return actor.send({ type: 'PREVIEW.TOGGLE_INTERACTIVE' });
      case 'SCROLL_AWAY':
        return actor.send({ type: 'PREVIEW.PAUSE', src: 'offscreen' });
      case 'SCROLL_BACK':
        return actor.send({ type: 'PREVIEW.RESUME', src: 'offscreen' });
      case 'TWO_SECONDS_PASS':
        return clock.increment(previewModelTick);
    }
  },
  states: Object.fromEntries((Object.keys(previewExpectations) as PreviewModelState[]).map((state) => [state, expectModelState(state)])),
});

describeModelSuite('responsive preview machine, driven by its test model', suite);

describe('responsive preview machine, what the model leaves out', () => {
  const start = (input: ResponsivePreviewInput = {}) => {
    const clock = new SimulatedClock();
    const actor = createActor(responsivePreviewMachine, { clock, input }).start();
    return { actor, clock };
  };

  it('counts every 2 s, not a millisecond early, as long as the mode is on', () => {
    const { actor, clock } = start();
    actor.send({ type: 'PREVIEW.TOGGLE_INTERACTIVE' });
    clock.increment(1999);
    expect(actor.getSnapshot().context.interactions).toBe(0);
    clock.increment(1);
    expect(actor.getSnapshot().context.interactions).toBe(1);
    for (let tick = 0; tick < 9; tick += 1) clock.increment(2000);
    expect(actor.getSnapshot().context.interactions).toBe(10);
    actor.send({ type: 'PREVIEW.TOGGLE_INTERACTIVE' });
    clock.increment(10_000);
    expect(actor.getSnapshot().context.interactions).toBe(10);
  });

  it('holds still while any reason holds it (reduce animations, a hidden tab, off screen), and only when all are gone runs a full 2 s again', () => {
    const { actor, clock } = start({ pausedBy: ['motion'] });
    actor.send({ type: 'PREVIEW.TOGGLE_INTERACTIVE' });
    expect(actor.getSnapshot().matches({ interactive: 'paused' })).toBe(true);
    actor.send({ type: 'PREVIEW.PAUSE', src: 'hidden' });
    actor.send({ type: 'PREVIEW.PAUSE', src: 'hidden' });
    actor.send({ type: 'PREVIEW.RESUME', src: 'motion' });
    clock.increment(6000);
    expect(actor.getSnapshot().context).toMatchObject({ interactions: 0, pausedBy: ['hidden'] });
    actor.send({ type: 'PREVIEW.RESUME', src: 'hidden' });
    clock.increment(1999);
    expect(actor.getSnapshot().context.interactions).toBe(0);
    clock.increment(1);
    expect(actor.getSnapshot().context.interactions).toBe(1);
    actor.send({ type: 'PREVIEW.PAUSE', src: 'motion' });
    clock.increment(4000);
    expect(actor.getSnapshot().context.interactions).toBe(1);
  });

  it('counts a change of device only in interactive mode, and never the device already shown', () => {
    const { actor } = start({ pausedBy: ['motion'] });
    actor.send({ type: 'PREVIEW.SELECT_DEVICE', device: 'mobile' });
    expect(actor.getSnapshot().context).toMatchObject({ device: 'mobile', interactions: 0 });
    actor.send({ type: 'PREVIEW.TOGGLE_INTERACTIVE' });
    actor.send({ type: 'PREVIEW.SELECT_DEVICE', device: 'mobile' });
    actor.send({ type: 'PREVIEW.SELECT_DEVICE', device: 'tablet' });
    actor.send({ type: 'PREVIEW.SELECT_DEVICE', device: 'desktop' });
    expect(actor.getSnapshot().context).toMatchObject({ device: 'desktop', interactions: 2 });
  });
});
