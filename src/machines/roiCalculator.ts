import { assign, enqueueActions, fromCallback, setup } from 'xstate';
import type { PackageTier } from '../business/offers';
import {
  type RoiInputs,
  type RoiNumberField,
  type RoiResult,
  type RoiServiceType,
  type RoiValidationError,
  calculateRoi,
  defaultRoiInputs,
  roiAssumptionDefaults,
  validateRoiInputs,
} from '../business/roi';

/**
 * The ROI calculator of spec sections 4, 5 and 9 (issue 35): idle, calculating
 * (800 ms) and result. The figures, rules and formulas are in src/business/roi.ts.
 *
 * - The inputs start at the defaults (the spec's figures, the popular package,
 *   the default service's assumptions), or at the inputs of a shared link
 *   (`input.inputs`, from `roiInputsFromQuery`).
 * - `errors` always holds the validation codes of the current inputs, in the
 *   order of the list; while there are any, ROI.CALCULATE does nothing (the
 *   view disables the button: `snapshot.can({ type: 'ROI.CALCULATE' })`).
 * - ROI.CALCULATE → `calculating` for the named delay `calculationTime`
 *   (800 ms), then `result` with `result` filled in.
 * - Choosing another service (ROI.SELECT_SERVICE) sets the three assumptions
 *   to that service's defaults (`resetAssumptions`): the visitor's own
 *   assumptions were about the other service.
 * - A change of any input to another value (ROI.CHANGE, ROI.SELECT_SERVICE,
 *   ROI.SELECT_PACKAGE), in any state, goes back to `idle` and drops the
 *   result: a result on screen always belongs to the inputs on screen (and to
 *   the link that shares them). A change to the same value (a re-render, a
 *   blur) changes nothing.
 */
export type RoiChangeEvent = { type: 'ROI.CHANGE'; field: RoiNumberField; value: number };
export type RoiSelectServiceEvent = { type: 'ROI.SELECT_SERVICE'; serviceType: RoiServiceType };
export type RoiSelectPackageEvent = { type: 'ROI.SELECT_PACKAGE'; packageTier: PackageTier };
type RoiInputEvent = RoiChangeEvent | RoiSelectServiceEvent | RoiSelectPackageEvent;

export type RoiCalculatorEvent = RoiInputEvent | { type: 'ROI.CALCULATE' };

/** What the machine tells the address bar: the inputs of the result on screen, or null when none is. */
export type RoiAddressEvent = { type: 'ADDRESS.SHOW'; inputs: RoiInputs | null };

export interface RoiCalculatorContext {
  inputs: RoiInputs;
  errors: RoiValidationError[];
  /** The result of the last calculation; null until the machine is in `result`. */
  result: RoiResult | null;
  /** The address bar shows a result's inputs (from its result until an input changes). */
  inAddress: boolean;
}

export interface RoiCalculatorInput {
  /** Inputs to start with instead of the defaults (a shared link). */
  inputs?: RoiInputs;
}

/** Spec section 9: the calculation takes 800 ms. */
export const ROI_CALCULATION_MS = 800;

/** The input an input event sets, and the value it sets it to. */
function changeOf(event: RoiInputEvent): { field: keyof RoiInputs; value: RoiInputs[keyof RoiInputs] } {
  switch (event.type) {
    case 'ROI.CHANGE':
      return { field: event.field, value: event.value };
    case 'ROI.SELECT_SERVICE':
      return { field: 'serviceType', value: event.serviceType };
    case 'ROI.SELECT_PACKAGE':
      return { field: 'packageTier', value: event.packageTier };
  }
}

export const roiCalculatorMachine = setup({
  types: {
    context: {} as RoiCalculatorContext,
    events: {} as RoiCalculatorEvent,
    input: {} as RoiCalculatorInput,
  },
  delays: {
    calculationTime: ROI_CALCULATION_MS,
  },
  guards: {
    changesValue: ({ context, event }) => {
      if (event.type === 'ROI.CALCULATE') return false;
      const { field, value } = changeOf(event);
      return !Object.is(context.inputs[field], value);
    },
    isValid: ({ context }) => context.errors.length === 0,
  },
  actors: {
    /** Provided by the view: sends a shared link's inputs and ROI.CALCULATE when it starts; receives ADDRESS.SHOW. */
    addressBar: fromCallback<RoiAddressEvent, void, RoiCalculatorEvent>(() => () => {}),
  },
  actions: {
    setInput: assign({
      inputs: ({ context, event }) => {
        if (event.type === 'ROI.CALCULATE') return context.inputs;
        const { field, value } = changeOf(event);
        return { ...context.inputs, [field]: value };
      },
    }),
    resetAssumptions: assign({ inputs: ({ context }) => ({ ...context.inputs, ...roiAssumptionDefaults(context.inputs.serviceType) }) }),
    // The same list stays the same array: what shows it renders again only when it changes (issue 36).
    validate: assign({
      errors: ({ context }) => {
        const errors = validateRoiInputs(context.inputs);
        return errors.length === context.errors.length && errors.every((error, index) => error === context.errors[index]) ? context.errors : errors;
      },
    }),
    clearResult: assign({ result: null }),
    computeResult: assign({ result: ({ context }) => calculateRoi(context.inputs) }),
    showInAddressBar: enqueueActions(({ enqueue, context }) => {
      enqueue.assign({ inAddress: true });
      enqueue.sendTo('addressBar', { type: 'ADDRESS.SHOW', inputs: context.inputs } satisfies RoiAddressEvent);
    }),
    /**
     * A change while the address shows a result (on screen, or being calculated again): the
     * address forgets it. Otherwise it tells nothing (the address holds no result, or a shared
     * link being entered).
     */
    forgetShownResult: enqueueActions(({ enqueue, context }) => {
      if (!context.inAddress) return;
      enqueue.assign({ inAddress: false });
      enqueue.sendTo('addressBar', { type: 'ADDRESS.SHOW', inputs: null } satisfies RoiAddressEvent);
    }),
  },
}).createMachine({
  id: 'roiCalculator',
  context: ({ input }) => {
    const inputs = { ...(input.inputs ?? defaultRoiInputs) };
    return { inputs, errors: validateRoiInputs(inputs), result: null, inAddress: false };
  },
  initial: 'idle',
  invoke: { id: 'addressBar', src: 'addressBar' },
  // Any state: a changed input is a new question, so the calculator is idle again without a result.
  on: {
    'ROI.CHANGE': { guard: 'changesValue', target: '.idle', actions: ['setInput', 'validate', 'forgetShownResult', 'clearResult'] },
    'ROI.SELECT_SERVICE': { guard: 'changesValue', target: '.idle', actions: ['setInput', 'resetAssumptions', 'validate', 'forgetShownResult', 'clearResult'] },
    'ROI.SELECT_PACKAGE': { guard: 'changesValue', target: '.idle', actions: ['setInput', 'validate', 'forgetShownResult', 'clearResult'] },
  },
  states: {
    idle: {
      on: {
        'ROI.CALCULATE': { guard: 'isValid', target: 'calculating' },
      },
    },
    calculating: {
      after: { calculationTime: { target: 'result', actions: ['computeResult', 'showInAddressBar'] } },
    },
    result: {
      on: {
        'ROI.CALCULATE': { guard: 'isValid', target: 'calculating', actions: 'clearResult' },
      },
    },
  },
});
