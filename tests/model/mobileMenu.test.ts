import { expect } from 'vitest';
import { fromCallback } from 'xstate';
import { type MenuCloseCause, mobileMenuMachine } from '../../src/machines/mobileMenu';
import { describeModelSuite } from '../support/describeModelSuite';
import { createModelBasedSuite } from '../support/modelTest';
import { menuModelState, mobileMenuTestModel } from './mobileMenu.model';

/** What the provided effects did during one run. */
interface EffectLog {
  scrollLocks: number;
  inertPages: number;
  dismissListeners: number;
  firstLinkFocused: number;
  focusRestored: number;
  opened: number;
  panelShown: number;
}

let log: EffectLog;

function createRealMenu() {
  log = { scrollLocks: 0, inertPages: 0, dismissListeners: 0, firstLinkFocused: 0, focusRestored: 0, opened: 0, panelShown: 0 };
  return mobileMenuMachine.provide({
    actions: {
      // Whether the popover shows: shown on each opening (or adopted as shown), hidden on each closing.
      showPanel: () => void log.panelShown++,
      hidePanel: () => void log.panelShown--,
      focusFirstLink: () => void log.firstLinkFocused++,
      restoreFocus: () => void log.focusRestored++,
    },
    actors: {
      scrollLock: fromCallback(() => {
        log.scrollLocks++;
        log.opened++;
        return () => void log.scrollLocks--;
      }),
      pageBehindInert: fromCallback(() => {
        log.inertPages++;
        return () => void log.inertPages--;
      }),
      dismissListeners: fromCallback(() => {
        log.dismissListeners++;
        return () => void log.dismissListeners--;
      }),
    },
  });
}

const closeCauses: Record<string, MenuCloseCause> = {
  ESCAPE: 'escape',
  CLICK_OUTSIDE: 'outside',
  SELECT_LINK: 'link',
  ROUTE_CHANGE: 'route',
  VIEWPORT_WIDENS: 'viewport',
};

function expectOpenEffects(focusPlaced: boolean) {
  expect(log.panelShown, 'the panel shows').toBe(1);
  expect(log.scrollLocks, 'page scroll locked once').toBe(1);
  expect(log.inertPages, 'the page behind made inert once').toBe(1);
  expect(log.dismissListeners, 'Escape and outside-click listeners active').toBe(1);
  expect(log.firstLinkFocused, 'focus moved to first link once per opening').toBe(focusPlaced ? log.opened : log.opened - 1);
}

const suite = createModelBasedSuite({
  testModel: mobileMenuTestModel,
  createReal: createRealMenu,
  execute: (event, { actor, clock }) => {
    if (event.type === 'HUNDRED_MS_PASS') clock.increment(100);
    else if (event.type === 'HYDRATED_CLOSED' || event.type === 'HYDRATED_OPEN') actor.send({ type: 'MENU.HYDRATED', open: event.type === 'HYDRATED_OPEN' });
    else if (event.type === 'TOGGLE') actor.send({ type: 'MENU.TOGGLE' });
    else if (event.type === 'LANGUAGES_TOGGLE') actor.send({ type: 'LANGUAGES.TOGGLE' });
    else actor.send({ type: 'MENU.CLOSE', src: closeCauses[event.type]! });
  },
  states: {
    [menuModelState.hydrating]: (snapshot) => {
      // the page is in charge: the machine has done nothing to it
      expect(snapshot.value).toBe('hydrating');
      expect(log).toEqual({ scrollLocks: 0, inertPages: 0, dismissListeners: 0, firstLinkFocused: 0, focusRestored: 0, opened: 0, panelShown: 0 });
    },
    [menuModelState.closed]: (snapshot) => {
      expect(snapshot.value).toBe('closed');
      expect(log.panelShown, 'the panel is hidden').toBe(0);
      expect(log.scrollLocks, 'scroll lock released').toBe(0);
      expect(log.inertPages, 'the page behind usable again').toBe(0);
      expect(log.dismissListeners, 'listeners removed').toBe(0);
      expect(log.focusRestored, 'focus returned to the toggle after each closing').toBe(log.opened);
    },
    [menuModelState.pendingCollapsed]: (snapshot) => {
      expect(snapshot.value).toEqual({ open: { focus: 'pending', languages: 'collapsed' } });
      expectOpenEffects(false);
    },
    [menuModelState.pendingExpanded]: (snapshot) => {
      expect(snapshot.value).toEqual({ open: { focus: 'pending', languages: 'expanded' } });
      expectOpenEffects(false);
    },
    [menuModelState.placedCollapsed]: (snapshot) => {
      expect(snapshot.value).toEqual({ open: { focus: 'placed', languages: 'collapsed' } });
      expectOpenEffects(true);
    },
    [menuModelState.placedExpanded]: (snapshot) => {
      expect(snapshot.value).toEqual({ open: { focus: 'placed', languages: 'expanded' } });
      expectOpenEffects(true);
    },
  },
});

describeModelSuite('mobile menu machine, driven by its test model', suite);
