import { describe, expect, it } from 'vitest';
import { type SnapshotFrom, createActor } from 'xstate';
import { processTimelineMachine } from '../../src/machines/processTimeline';
import { describeModelSuite } from '../support/describeModelSuite';
import { createModelBasedSuite } from '../support/modelTest';
import { type TimelineModelEvent, processTimelineTestModel, timelineModelEventStep, timelineModelSteps } from './processTimeline.model';

const expectTimeline = (state: 'collapsed' | 'expanded') => (snapshot: SnapshotFrom<typeof processTimelineMachine>, _run: unknown, modelContext: unknown) => {
  const expected = modelContext as { selected: number; expanded: number | null };
  expect(snapshot.value).toBe(state);
  expect(snapshot.context.selected).toBe(expected.selected);
  expect(snapshot.context.expanded).toBe(expected.expanded);
};

const suite = createModelBasedSuite({
  testModel: processTimelineTestModel,
  createReal: () => processTimelineMachine,
  input: { stepCount: timelineModelSteps },
  execute: (event: TimelineModelEvent, { actor }) => {
    const index = timelineModelEventStep[event.type];
    actor.send(event.type.startsWith('PRESS') ? { type: 'TIMELINE.TOGGLE', index } : { type: 'TIMELINE.SELECT', index });
  },
  states: { collapsed: expectTimeline('collapsed'), expanded: expectTimeline('expanded') },
});

describeModelSuite('process timeline machine, driven by its test model', suite);

describe('process timeline machine, steps that do not exist', () => {
  it('ignores a step index outside the timeline', () => {
    const actor = createActor(processTimelineMachine, { input: { stepCount: timelineModelSteps } }).start();
    actor.send({ type: 'TIMELINE.TOGGLE', index: timelineModelSteps });
    actor.send({ type: 'TIMELINE.SELECT', index: -1 });
    expect(actor.getSnapshot().value).toBe('collapsed');
    expect(actor.getSnapshot().context).toEqual({ stepCount: timelineModelSteps, selected: 0, expanded: null });
  });
});
