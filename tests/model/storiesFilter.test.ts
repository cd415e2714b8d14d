import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { storiesFilterMachine, storyFilters } from '../../src/machines/storiesFilter';
import { describeModelSuite } from '../support/describeModelSuite';
import { createModelBasedSuite } from '../support/modelTest';
import { type StoriesModelEvent, storiesFilterTestModel, storiesModelCards, storiesModelFilter, storiesModelHighlight } from './storiesFilter.model';

type Snapshot = SnapshotFrom<typeof storiesFilterMachine>;

const expectState = (filter: (typeof storyFilters)[number], highlight: keyof typeof storiesModelHighlight) => (snapshot: Snapshot) => {
  const highlighted = storiesModelHighlight[highlight];
  expect(snapshot.value).toEqual({ filter, highlight: highlighted ? 'shown' : 'none' });
  expect(snapshot.context.highlighted).toBe(highlighted);
};

const states: Record<string, (snapshot: Snapshot) => void> = {};
for (const filter of storyFilters) {
  for (const highlight of Object.keys(storiesModelHighlight) as Array<keyof typeof storiesModelHighlight>) {
    states[`filter.${filter}|highlight.${highlight}`] = expectState(filter, highlight);
  }
}

const suite = createModelBasedSuite({
  testModel: storiesFilterTestModel,
  createReal: () => storiesFilterMachine,
  execute: (event: StoriesModelEvent, { actor }) => {
    switch (event.type) {
      case 'POINT_AT_SEO_CARD':
      case 'FOCUS_ADS_CARD':
        return actor.send({ type: 'STORIES.HIGHLIGHT', serviceId: storiesModelCards[event.type].serviceId });
      case 'LEAVE_CARD':
        return actor.send({ type: 'STORIES.UNHIGHLIGHT' });
      default:
        return actor.send({ type: 'STORIES.FILTER', filter: storiesModelFilter[event.type] });
    }
  },
  states,
});

describeModelSuite('success stories filter machine, driven by its test model', suite);
