import { expect } from 'vitest';
import { accessibilityPanelMachine } from '../../src/machines/accessibilityPanel';
import { describeModelSuite } from '../support/describeModelSuite';
import { createModelBasedSuite } from '../support/modelTest';
import { accessibilityPanelTestModel } from './accessibilityPanel.model';

/** What the provided effects did during one run. */
let log: { shown: boolean; focusInside: number; focusReturned: number; openings: number };

function createReal() {
  log = { shown: false, focusInside: 0, focusReturned: 0, openings: 0 };
  return accessibilityPanelMachine.provide({
    actions: {
      showDialog: () => {
        log.shown = true;
        log.openings++;
      },
      hideDialog: () => void (log.shown = false),
      focusIntoDialog: () => void log.focusInside++,
      returnFocusToButton: () => void log.focusReturned++,
    },
  });
}

const suite = createModelBasedSuite({
  testModel: accessibilityPanelTestModel,
  createReal,
  execute: (event, { actor }) => {
    if (event.type === 'FLOATING_BUTTON') actor.send({ type: 'PANEL.OPEN' });
    else actor.send({ type: 'PANEL.CLOSE', src: event.type === 'ESCAPE' ? 'escape' : 'closeButton' });
  },
  states: {
    closed: (snapshot) => {
      expect(snapshot.value).toBe('closed');
      expect(log.shown).toBe(false);
      expect(log.focusReturned, 'focus returned to the button after each closing').toBe(log.openings);
    },
    open: (snapshot) => {
      expect(snapshot.value).toBe('open');
      expect(log.shown).toBe(true);
      expect(log.focusInside, 'focus moved into the dialog on each opening').toBe(log.openings);
    },
  },
});

describeModelSuite('accessibility panel machine, driven by its test model', suite);
