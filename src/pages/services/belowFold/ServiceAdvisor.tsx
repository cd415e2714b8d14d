import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { CSSProperties } from 'react';
import buttons from '../../../components/Button/button.module.css';
import { Icon } from '../../../components/Icon/Icon';
import { type AdvisorQuestionIndex, type AdvisorRecommendation, advisorQuestionCount, advisorQuestions } from '../../../business/advisor';
import { freeConsultation } from '../../../business/offers';
import { formatEuro } from '../../../i18n/format';
import { translate } from '../../../i18n/translate';
import { moveFocus } from '../../../lib/moveFocus';
import { useMachineActor } from '../../../lib/useMachineActor';
import { isLastAdvisorQuestion, serviceAdvisorMachine } from '../../../machines/serviceAdvisor';
import { services } from '../content/services';
import { serviceDurationText, servicePriceText } from '../../../i18n/offerText';
import { advisorBudgetAmounts, advisorOptionText, advisorPriorityText, advisorQuestionText, advisorReasonText } from './content/advisor';
import styles from './ServiceAdvisor.module.css';
import tools from './tools.module.css';
import { useFocusAfterRender } from '../../../lib/useFocusAfterRender';

const legendId = (index: AdvisorQuestionIndex) => `advisor-question-${index}`;
const resultsTitleId = 'advisor-results-title';

/**
 * The service advisor (the serviceAdvisor machine): four questions, one at a
 * time as a radio group, then the recommended services with reason, priority,
 * timeline and investment, each linking to its section. Focus moves to each
 * new question's legend and to the results heading. The first question is in
 * the prerendered HTML.
 */
export function ServiceAdvisor() {
  const focusAfterRender = useFocusAfterRender();
  const advisor = useMachineActor(
    serviceAdvisorMachine.provide({
      actions: {
        focusQuestion: (_, { index }) => focusAfterRender(legendId(index), (legend) => moveFocus(legend, `service advisor: to question ${index + 1}`)),
        focusResults: () => focusAfterRender(resultsTitleId, (heading) => moveFocus(heading, 'service advisor: to the results')),
      },
    }),
  );
  // What is on screen: a question or the results. Selected here, so this component re-renders (and
  // focusAfterRender runs) on every change of view.
  const view = useSelector(advisor, (snapshot) => (snapshot.matches('results') ? 'results' : snapshot.context.questionIndex));
  return (
    <div className={tools.card} data-part="service-advisor" data-state={view === 'results' ? 'results' : 'asking'}>
      {view === 'results' ? <AdvisorResults advisor={advisor} /> : <AdvisorQuestion advisor={advisor} />}
    </div>
  );
}

type AdvisorActor = ReturnType<typeof useMachineActor<typeof serviceAdvisorMachine>>;

function AdvisorQuestion({ advisor }: { advisor: AdvisorActor }) {
  const { t, i18n } = useLingui();
  const index = useSelector(advisor, (snapshot) => snapshot.context.questionIndex);
  const answer = useSelector(advisor, (snapshot) => snapshot.context.answers[snapshot.context.questionIndex]);
  const canGoBack = useSelector(advisor, (snapshot) => snapshot.can({ type: 'ADVISOR.BACK' }));
  const canGoOn = useSelector(advisor, (snapshot) => snapshot.can({ type: 'ADVISOR.NEXT' }));
  const question = advisorQuestions[index];
  const number = index + 1;
  const count = advisorQuestionCount;
  // The budget answers name euro amounts, formatted per language.
  const optionValues = (option: string) => ({
    amount: formatEuro(i18n, option === '10k-plus' ? advisorBudgetAmounts.over : advisorBudgetAmounts.under),
    min: formatEuro(i18n, advisorBudgetAmounts.min),
    max: formatEuro(i18n, advisorBudgetAmounts.max),
  });

  return (
    <>
      <div className={tools.progress} style={{ '--tool-progress': number / count } as CSSProperties} aria-hidden="true" />
      {/* One fieldset per question (the key): a new question is a new group, named by its legend. */}
      <fieldset key={question.id} className={tools.fieldset}>
        <legend id={legendId(index)} tabIndex={-1} className={tools.legend}>
          <span className={tools.kicker}>{t({ message: `Question ${number} of ${count}`, comment: 'Service advisor: which of the four questions is shown' })}</span>
          {i18n._(advisorQuestionText[question.id])}
        </legend>
        <div className={tools.choices}>
          {question.options.map((option) => (
            <label key={option} className={tools.choice}>
              <input
                type="radio"
                name={`advisor-${question.id}`}
                value={option}
                checked={answer === option}
                onChange={() => advisor.send({ type: 'ADVISOR.ANSWER', value: option })}
              />
              <span className={tools.choiceLabel}>{translate(i18n, advisorOptionText[option].label, optionValues(option))}</span>
              <span className={tools.choiceHint}>{i18n._(advisorOptionText[option].hint)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className={tools.actions}>
        <button type="button" className={buttons.secondary} data-part="advisor-back" disabled={!canGoBack} onClick={() => advisor.send({ type: 'ADVISOR.BACK' })}>
          {t({ message: 'Back', comment: 'Service advisor: to the previous question' })}
        </button>
        <button type="button" className={buttons.primary} data-part="advisor-next" disabled={!canGoOn} onClick={() => advisor.send({ type: 'ADVISOR.NEXT' })}>
          {isLastAdvisorQuestion(index)
            ? t({ message: 'Get Recommendation', comment: 'Service advisor: the button after the last question, which shows the results' })
            : t({ message: 'Next', comment: 'Service advisor: to the next question' })}
        </button>
      </div>
    </>
  );
}

function AdvisorResults({ advisor }: { advisor: AdvisorActor }) {
  const { t, i18n } = useLingui();
  const results = useSelector(advisor, (snapshot) => snapshot.context.results);
  const worth = formatEuro(i18n, freeConsultation.worthEur);
  const minutes = freeConsultation.minutes;
  return (
    <div className={styles.results}>
      <h3 id={resultsTitleId} tabIndex={-1} className={tools.heading}>
        {results.length > 0 ? t`Your recommendation` : t`Let's find the right mix together`}
      </h3>
      {results.length > 0 ? (
        <>
          <p className={styles.lead}>{t`Based on your answers, these services fit best – the most important first.`}</p>
          <ol className={styles.list}>
            {results.map((result) => (
              <RecommendationCard key={result.serviceId} result={result} />
            ))}
          </ol>
        </>
      ) : (
        <p className={styles.lead}>
          {t`No single service fits your answers exactly, and I would rather not guess. In a free ${minutes}-minute consultation, worth ${worth}, we work out which combination really pays off for you.`}
        </p>
      )}
      <div className={tools.actions}>
        <button type="button" className={buttons.secondary} data-part="advisor-restart" onClick={() => advisor.send({ type: 'ADVISOR.RESTART' })}>
          {t({ message: 'Start again', comment: 'Service advisor: back to the first question, answers cleared' })}
        </button>
        {results.length > 0 ? (
          <a href="#quick-quote" className={buttons.primary}>
            {t`Request a quote`}
          </a>
        ) : (
          <a href="#contact-section" className={buttons.primary}>
            {t`Book a free consultation`}
          </a>
        )}
      </div>
    </div>
  );
}

function RecommendationCard({ result }: { result: AdvisorRecommendation }) {
  const { t, i18n } = useLingui();
  const service = services.find((candidate) => candidate.id === result.serviceId);
  const name = service ? i18n._(service.title) : result.serviceId;
  const timeline =
    result.timeline.kind === 'immediateStart'
      ? `${t({ message: 'Immediate start', comment: 'Service advisor: when Google Ads show their effect; followed by ", minimum term 3 months"' })}, ${serviceDurationText(i18n, result.timeline.term)}`
      : serviceDurationText(i18n, result.timeline);
  return (
    <li className={styles.recommendation} data-priority={result.priority} data-service={result.serviceId}>
      <p className={styles.priority}>{i18n._(advisorPriorityText[result.priority])}</p>
      <h4 className={styles.name}>{name}</h4>
      <p className={styles.reason}>{i18n._(advisorReasonText[result.reason])}</p>
      <dl className={tools.summary}>
        <div>
          <dt>
            <Icon name="clock" className={styles.icon} />
            {t({ message: 'Timeline', comment: 'Service advisor: when a recommended service shows its effect' })}
          </dt>
          <dd>{timeline}</dd>
        </div>
        <div>
          <dt>
            <Icon name="euro" className={styles.icon} />
            {t({ message: 'Investment', comment: 'Service advisor: the price of a recommended service' })}
          </dt>
          <dd>{servicePriceText(i18n, { id: result.serviceId, ...result.investment })}</dd>
        </div>
      </dl>
      <a href={`#service-${result.serviceId}`} className={styles.more}>
        {t({ message: `More about ${name}`, comment: 'Service advisor: link to the section of a recommended service' })}
      </a>
    </li>
  );
}
