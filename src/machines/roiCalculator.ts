import { assign, setup } from 'xstate';
import {
  type RoiInputs,
  type RoiResult,
  type RoiValidationError,
  calculateRoi,
  defaultRoiInputs,
  validateRoiInputs,
} from '../business/roi';

/**
 * The ROI calculator of spec sections 4, 5 and 9: idle, calculating (800 ms)
 * and result. The figures, rules and formulas are in src/business/roi.ts.
 *
 * - The inputs start at the spec's defaults, or at the inputs of a shared link
 *   (`input.inputs`, from `roiInputsFromQuery`).
 * - `errors` always holds the validation codes of the current inputs, in the
 *   order of the list; while there are any, ROI.CALCULATE does nothing (the
 *   view disables the button: `snapshot.can({ type: 'ROI.CALCULATE' })`).
 * - ROI.CALCULATE → `calculating` for the named delay `calculationTime`
 *   (800 ms), then `result` with `result` filled in.
 * - A change of any input (to another value) while calculating or showing a
 *   result goes back to `idle` and drops the result: a result on screen always
 *   belongs to the inputs on screen (and to the link that shares them). A
 *   change to the same value (a re-render, a blur) changes nothing.
 */
export type RoiChangeEvent = {
  [Field in keyof RoiInputs]: { type: 'ROI.CHANGE'; field: Field; value: RoiInputs[Field] };
}[keyof RoiInputs];

export type RoiCalculatorEvent = RoiChangeEvent | { type: 'ROI.CALCULATE' };

export interface RoiCalculatorContext {
  inputs: RoiInputs;
  errors: RoiValidationError[];
  /** The result of the last calculation; null until the machine is in `result`. */
  result: RoiResult | null;
}

export interface RoiCalculatorInput {
  /** Inputs to start with instead of the defaults (a shared link). */
  inputs?: RoiInputs;
}

/** Spec section 9: the calculation takes 800 ms. */
export const ROI_CALCULATION_MS = 800;

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
    changesValue: ({ context, event }) => event.type === 'ROI.CHANGE' && !Object.is(context.inputs[event.field], event.value),
    isValid: ({ context }) => context.errors.length === 0,
  },
  actions: {
    setInput: assign(({ context, event }) => {
      if (event.type !== 'ROI.CHANGE') return {};
      const inputs = { ...context.inputs, [event.field]: event.value };
      return { inputs, errors: validateRoiInputs(inputs) };
    }),
    clearResult: assign({ result: null }),
    computeResult: assign({ result: ({ context }) => calculateRoi(context.inputs) }),
  },
}).createMachine({
  id: 'roiCalculator',
  context: ({ input }) => {
    const inputs = { ...(input.inputs ?? defaultRoiInputs) };
    return { inputs, errors: validateRoiInputs(inputs), result: null };
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'ROI.CHANGE': { guard: 'changesValue', actions: 'setInput' },
        'ROI.CALCULATE': { guard: 'isValid', target: 'calculating' },
      },
    },
    calculating: {
      after: { calculationTime: { target: 'result', actions: 'computeResult' } },
      on: {
        'ROI.CHANGE': { guard: 'changesValue', target: 'idle', actions: 'setInput' },
      },
    },
    result: {
      on: {
        'ROI.CHANGE': { guard: 'changesValue', target: 'idle', actions: ['setInput', 'clearResult'] },
        'ROI.CALCULATE': { guard: 'isValid', target: 'calculating', actions: 'clearResult' },
      },
    },
  },
});
