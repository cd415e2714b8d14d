import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { viewportZoomMachine } from '../../src/machines/viewportZoom';
import { describeModelSuite } from '../support/describeModelSuite';
import { createModelBasedSuite } from '../support/modelTest';
import { viewportZoomModelDurations, viewportZoomTestModel } from './viewportZoom.model';

/** The zoom as the provided actions leave it. */
let zoom: { disabled: boolean; disables: number; restores: number };

function expectLocked(snapshot: SnapshotFrom<typeof viewportZoomMachine>) {
  expect(snapshot.value).toBe('locked');
  expect(zoom.disabled).toBe(true);
  expect(zoom.disables - zoom.restores, 'disabled once, not once per focus').toBe(1);
}

const suite = createModelBasedSuite({
  testModel: viewportZoomTestModel,
  createReal: () => {
    zoom = { disabled: false, disables: 0, restores: 0 };
    return viewportZoomMachine.provide({
      actions: {
        disableZoom: () => {
          zoom.disabled = true;
          zoom.disables++;
        },
        restoreZoom: () => {
          zoom.disabled = false;
          zoom.restores++;
        },
      },
    });
  },
  execute: (event, { actor, clock }) => {
    if (event.type === 'FOCUS_INPUT') actor.send({ type: 'ZOOM.INPUT_FOCUSED', src: 'input' });
    else clock.increment(viewportZoomModelDurations[event.type as keyof typeof viewportZoomModelDurations]);
  },
  states: {
    zoomable: (snapshot) => {
      expect(snapshot.value).toBe('idle');
      expect(zoom.disabled).toBe(false);
      expect(zoom.restores, 'every lock was given back once').toBe(zoom.disables);
    },
    locked: expectLocked,
    lockedLate: expectLocked,
    relocked: expectLocked,
    relockedLate: expectLocked,
  },
});

describeModelSuite('viewport zoom machine, driven by its test model', suite);
