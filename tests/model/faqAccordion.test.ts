import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { faqAccordionMachine, isFaqItemOpen } from '../../src/machines/faqAccordion';
import { describeModelSuite } from '../support/describeModelSuite';
import { createModelBasedSuite } from '../support/modelTest';
import { faqAccordionTestModel, faqHydratedOpenItem, faqModelOpenItem } from './faqAccordion.model';

const ids = { first: 'pricing', second: 'duration' } as const;

function expectOpen(which: 'first' | 'second' | null, state: string) {
  return (snapshot: SnapshotFrom<typeof faqAccordionMachine>) => {
    expect(snapshot.value).toBe(state === 'hydrating' ? 'hydrating' : which ? 'oneOpen' : 'allClosed');
    expect(snapshot.context.openId).toBe(which ? ids[which] : null);
    expect(isFaqItemOpen(snapshot.context, ids.first)).toBe(which === 'first');
    expect(isFaqItemOpen(snapshot.context, ids.second)).toBe(which === 'second');
  };
}

const suite = createModelBasedSuite({
  testModel: faqAccordionTestModel,
  createReal: () => faqAccordionMachine,
  execute: (event, { actor }) => {
    switch (event.type) {
      case 'HYDRATED_CLOSED':
      case 'HYDRATED_FIRST_OPEN':
      case 'HYDRATED_SECOND_OPEN': {
        const which = faqHydratedOpenItem[event.type];
        return actor.send({ type: 'FAQ.HYDRATED', openId: which ? ids[which] : null });
      }
      case 'TOGGLE_FIRST':
        return actor.send({ type: 'FAQ.TOGGLE', id: ids.first, src: 'button' });
      case 'TOGGLE_SECOND':
        return actor.send({ type: 'FAQ.TOGGLE', id: ids.second, src: 'button' });
      case 'FIND_FIRST':
        return actor.send({ type: 'FAQ.REVEAL', id: ids.first, src: 'find' });
      case 'FIND_SECOND':
        return actor.send({ type: 'FAQ.REVEAL', id: ids.second, src: 'find' });
    }
  },
  states: Object.fromEntries(Object.entries(faqModelOpenItem).map(([state, which]) => [state, expectOpen(which, state)])),
});

describeModelSuite('FAQ accordion machine, driven by its test model', suite);
