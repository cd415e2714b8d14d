import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';

/**
 * The service advisor as spec section 4 describes it, seen by a visitor: which
 * question is on screen, how many of the four are answered (answers are kept
 * when going back, so the answered ones are always the first few), and the
 * results view. The visitor answers with the options of one scenario
 * (`advisorScenario`); all 256 combinations of answers are checked against the
 * rules in serviceAdvisorTable.test.ts. Shared by the unit model test and a
 * browser test that clicks the real radios and buttons.
 *
 * States: `q{index}answered{count}` (question `index` on screen, questions
 * 0 .. count-1 answered; count >= index) and `results`.
 */
export type ServiceAdvisorModelEvent = { type: 'ANSWER' } | { type: 'NEXT' } | { type: 'BACK' } | { type: 'RESTART' };

export const serviceAdvisorModelEvents: ServiceAdvisorModelEvent[] = [{ type: 'ANSWER' }, { type: 'NEXT' }, { type: 'BACK' }, { type: 'RESTART' }];

/** The option the visitor picks for each question (goal, urgency, budget, existing site). */
export const advisorScenario = ['improve-seo', 'short-term', 'under-3k', 'outdated'] as const;

const QUESTIONS = 4;
const key = (index: number, answered: number) => `q${index}answered${answered}`;

function questionStates() {
  const states: Record<string, { on: Record<string, string> }> = {};
  for (let index = 0; index < QUESTIONS; index++) {
    for (let answered = index; answered <= QUESTIONS; answered++) {
      const current = key(index, answered);
      const isAnswered = answered > index;
      states[current] = {
        on: {
          // Picking an option answers the question (picking it again changes nothing).
          ANSWER: isAnswered ? current : key(index, answered + 1),
          // Next waits for an answer; after the last question it shows the results.
          NEXT: !isAnswered ? current : index === QUESTIONS - 1 ? 'results' : key(index + 1, answered),
          // Back is disabled on the first question; answers stay.
          BACK: index === 0 ? current : key(index - 1, answered),
          RESTART: current,
        },
      };
    }
  }
  return states;
}

const serviceAdvisorModel = createMachine({
  id: 'serviceAdvisorModel',
  types: {} as { events: ServiceAdvisorModelEvent },
  initial: key(0, 0),
  states: {
    ...questionStates(),
    results: { on: { ANSWER: 'results', NEXT: 'results', BACK: 'results', RESTART: key(0, 0) } },
  },
});

export const serviceAdvisorTestModel = createTestModel(serviceAdvisorModel, { events: serviceAdvisorModelEvents });

/** `q2answered3` → { index: 2, answered: 3 }; `results` → null. */
export function parseAdvisorModelState(state: string): { index: number; answered: number } | null {
  if (state === 'results') return null;
  const match = /^q(\d)answered(\d)$/.exec(state);
  if (!match) throw new Error(`Unknown advisor model state ${state}`);
  return { index: Number(match[1]), answered: Number(match[2]) };
}

/** Every state of the model. */
export const advisorModelStateKeys = ['results', ...Object.keys(questionStates())];
