import { and, assign, not, setup } from 'xstate';
import {
  type AdvisorAnswers,
  type AdvisorQuestionIndex,
  type AdvisorRecommendation,
  advisorQuestionCount,
  areAdvisorAnswersComplete,
  isAdvisorOption,
  recommendServices,
} from '../business/advisor';

/**
 * The service advisor of spec sections 4 and 9: four questions (goal, urgency,
 * budget, existing site), one at a time, then the recommendations.
 *
 * - `asking`: the question index runs from 0 to 3; answers are kept by index,
 *   so going back shows the answer given. ADVISOR.NEXT does nothing until the
 *   current question is answered (the view disables the button:
 *   `snapshot.can({ type: 'ADVISOR.NEXT' })`); ADVISOR.BACK does nothing on the
 *   first question (`snapshot.can({ type: 'ADVISOR.BACK' })`). On the last
 *   question the same button reads "Get Recommendation" (`isLastAdvisorQuestion`)
 *   and NEXT computes the results.
 * - `results`: the recommendations, sorted high, medium, low
 *   (src/business/advisor.ts). ADVISOR.RESTART resets the index, the answers
 *   and the results.
 *
 * The view provides two focus effects (no-ops here): `focusQuestion` after each
 * move between questions (to the new question's legend) and `focusResults` when
 * the results appear (to their heading).
 */
export type ServiceAdvisorEvent =
  /** The visitor picks an option of the current question (an option id of src/business/advisor.ts). */
  | { type: 'ADVISOR.ANSWER'; value: string }
  | { type: 'ADVISOR.NEXT' }
  | { type: 'ADVISOR.BACK' }
  | { type: 'ADVISOR.RESTART' };

export interface ServiceAdvisorContext {
  questionIndex: AdvisorQuestionIndex;
  answers: AdvisorAnswers;
  /** Empty until the results are shown. */
  results: AdvisorRecommendation[];
}

const lastQuestionIndex = (advisorQuestionCount - 1) as AdvisorQuestionIndex;

/** Is the question at `index` the last one (its button reads "Get Recommendation")? */
export const isLastAdvisorQuestion = (index: AdvisorQuestionIndex) => index === lastQuestionIndex;

const initialContext = (): ServiceAdvisorContext => ({ questionIndex: 0, answers: {}, results: [] });

export const serviceAdvisorMachine = setup({
  types: {
    context: {} as ServiceAdvisorContext,
    events: {} as ServiceAdvisorEvent,
  },
  guards: {
    isOptionOfCurrentQuestion: ({ context, event }) => event.type === 'ADVISOR.ANSWER' && isAdvisorOption(context.questionIndex, event.value),
    isCurrentQuestionAnswered: ({ context }) => context.answers[context.questionIndex] !== undefined,
    isLastQuestion: ({ context }) => isLastAdvisorQuestion(context.questionIndex),
    isFirstQuestion: ({ context }) => context.questionIndex === 0,
  },
  actions: {
    setAnswer: assign({
      answers: ({ context, event }) =>
        event.type === 'ADVISOR.ANSWER' ? { ...context.answers, [context.questionIndex]: event.value } : context.answers,
    }),
    goToNextQuestion: assign({ questionIndex: ({ context }) => Math.min(context.questionIndex + 1, lastQuestionIndex) as AdvisorQuestionIndex }),
    goToPreviousQuestion: assign({ questionIndex: ({ context }) => Math.max(context.questionIndex - 1, 0) as AdvisorQuestionIndex }),
    recommend: assign({
      results: ({ context }) => (areAdvisorAnswersComplete(context.answers) ? recommendServices(context.answers) : []),
    }),
    restart: assign(initialContext),
    /** Provided by the view: moves focus to the legend of question `index`. */
    focusQuestion: (_, _params: { index: AdvisorQuestionIndex }) => {},
    /** Provided by the view: moves focus to the results heading. */
    focusResults: () => {},
  },
}).createMachine({
  id: 'serviceAdvisor',
  context: initialContext,
  initial: 'asking',
  states: {
    asking: {
      on: {
        'ADVISOR.ANSWER': { guard: 'isOptionOfCurrentQuestion', actions: 'setAnswer' },
        'ADVISOR.NEXT': [
          { guard: and(['isCurrentQuestionAnswered', 'isLastQuestion']), target: 'results', actions: 'recommend' },
          {
            guard: 'isCurrentQuestionAnswered',
            actions: ['goToNextQuestion', { type: 'focusQuestion', params: ({ context }) => ({ index: context.questionIndex }) }],
          },
        ],
        'ADVISOR.BACK': {
          guard: not('isFirstQuestion'),
          actions: ['goToPreviousQuestion', { type: 'focusQuestion', params: ({ context }) => ({ index: context.questionIndex }) }],
        },
      },
    },
    results: {
      entry: 'focusResults',
      on: {
        'ADVISOR.RESTART': {
          target: 'asking',
          actions: ['restart', { type: 'focusQuestion', params: { index: 0 } }],
        },
      },
    },
  },
});
