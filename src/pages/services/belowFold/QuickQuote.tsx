import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type CSSProperties, type FormEvent, type ReactNode, useState } from 'react';
import buttons from '../../../components/Button/button.module.css';
import {
  type QuickQuoteBudget,
  type QuickQuoteChoiceField,
  type QuickQuoteStep,
  type QuickQuoteValues,
  quickQuoteOptions,
  quickQuoteSteps,
} from '../../../business/quickQuote';
import { QUICK_QUOTE_MESSAGE_MAX, type QuickQuoteFieldError, quickQuoteFieldError } from '../../../contact/quickQuoteValidation';
import { formatEuro } from '../../../i18n/format';
import { translate } from '../../../i18n/translate';
import { moveFocus } from '../../../lib/moveFocus';
import { useLeadChild } from '../../../leads/useLeadChild';
import { type QuickQuoteSnapshot, quickQuoteMachine, quickQuoteMissing, quickQuoteStepOf } from '../../../machines/quickQuote';
import { quoteToast } from '../quickQuoteToasts';
import {
  quoteBudgetAmounts,
  quoteBudgetText,
  quoteMissingLine,
  quoteMissingPair,
  quoteMissingText,
  quoteServiceText,
  quoteStepName,
  quoteStepTitle,
  quoteTimelineText,
} from './content/quickQuote';
import styles from './QuickQuote.module.css';
import tools from './tools.module.css';
import { useFocusAfterRender } from '../../../lib/useFocusAfterRender';

type QuoteActor = ReturnType<typeof useLeadChild<typeof quickQuoteMachine>>;

const stepTitleId = (step: QuickQuoteStep) => `quote-step-${step}-title`;
const fieldId = (field: keyof QuickQuoteValues) => `quote-${field}`;
const submitId = 'quote-submit';
const missingId = 'quote-missing';

/** The label of an option of a choice field, in the page's language. */
function optionText(i18n: I18n, field: QuickQuoteChoiceField, option: string): string {
  if (field === 'service') return i18n._(quoteServiceText[option as keyof typeof quoteServiceText]);
  if (field === 'timeline') return i18n._(quoteTimelineText[option as keyof typeof quoteTimelineText]);
  const { min, max } = quoteBudgetAmounts[option as QuickQuoteBudget];
  return translate(i18n, quoteBudgetText[option as QuickQuoteBudget], {
    min: min === undefined ? '' : formatEuro(i18n, min),
    max: max === undefined ? '' : formatEuro(i18n, max),
  });
}

/**
 * The quick quote wizard (the quickQuote machine, issue 14): three steps in one
 * form, a child of the page's lead system (src/leads/useLeadChild.ts): the quote
 * goes through the page's one sender with the quote's template parameters, so it
 * really reaches the consultant, with the contact form's spam check, throttle
 * and offline outbox. Sending lasts at least 2 s; the lead hook shows the
 * toast for its outcome (quickQuoteToasts.ts); a sent quote starts again at
 * step 1, anything else keeps every value. Each step change moves focus to the step's
 * heading, which says which step it is. Step 1 is in the prerendered HTML.
 */
/** The sending code (mail SDK, outbox) is fetched when the last step is reached, not at load. */
const onLastStep = (snapshot: QuickQuoteSnapshot) => quickQuoteStepOf(snapshot) === 3;

/** The text fields: what was typed before the form's code ran is the machine's from its start. */
const shownFields = (['name', 'email', 'company', 'message'] as const).map(
  (field) => [fieldId(field), (value: string) => ({ type: 'QUOTE.CHANGE', field, value }) as const] as const,
);

export function QuickQuote() {
  const focusAfterRender = useFocusAfterRender();
  const [logic] = useState(() =>
    quickQuoteMachine.provide({
      actions: {
        focusStep: (_, { step }) => focusAfterRender(stepTitleId(step), (heading) => moveFocus(heading, `quick quote: to the heading of step ${step}`)),
        // The values are kept on step 3; whoever pressed send finds the button again.
        restoreFocus: () => {
          if (document.activeElement === document.body) moveFocus(document.getElementById(submitId), 'quick quote: back to the send button');
        },
      },
    }),
  );
  const quote = useLeadChild(logic, { sendingNear: onLastStep, shownFields, toastFor: quoteToast });
  // Selected here, so this component re-renders (and focusAfterRender runs) on every step change.
  const step = useSelector(quote, quickQuoteStepOf);
  const sending = useSelector(quote, (snapshot) => snapshot.matches('sending'));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    quote.send({ type: step === 3 ? 'QUOTE.SUBMIT' : 'QUOTE.NEXT' });
  };

  return (
    <div className={tools.card} data-part="quick-quote" data-step={step} data-state={sending ? 'sending' : 'editing'}>
      <StepList step={step} />
      <form className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby={stepTitleId(step)}>
        <StepHeading step={step} />
        {/* Nothing can change while the quote is on its way. */}
        <fieldset className={styles.fields} disabled={sending}>
          {step === 1 ? <ContactStep quote={quote} /> : step === 2 ? <ProjectStep quote={quote} /> : <DetailsStep quote={quote} />}
        </fieldset>
        <QuoteActions quote={quote} step={step} sending={sending} />
      </form>
    </div>
  );
}

function StepList({ step }: { step: QuickQuoteStep }) {
  const { t, i18n } = useLingui();
  return (
    <div className={styles.steps}>
      <div className={tools.progress} style={{ '--tool-progress': step / quickQuoteSteps.length } as CSSProperties} aria-hidden="true" />
      <ol className={styles.stepList} aria-label={t({ message: 'Steps of the quick quote', comment: 'Label of the list of the three steps' })}>
        {quickQuoteSteps.map((each) => (
          <li key={each} aria-current={each === step ? 'step' : undefined} data-done={each < step || undefined}>
            <span className={styles.stepNumber} aria-hidden="true">
              {each}
            </span>
            {i18n._(quoteStepName[each])}
          </li>
        ))}
      </ol>
    </div>
  );
}

function StepHeading({ step }: { step: QuickQuoteStep }) {
  const { t, i18n } = useLingui();
  const count = quickQuoteSteps.length;
  return (
    <h3 id={stepTitleId(step)} tabIndex={-1} className={tools.heading}>
      <span className={tools.kicker}>{t({ message: `Step ${step} of ${count}`, comment: 'Quick quote: which of the three steps is shown' })}</span>
      {i18n._(quoteStepTitle[step])}
    </h3>
  );
}

/** After a label: a star for a required field (the field itself says `required`), "(optional)" otherwise. */
function RequiredMark({ required }: { required: boolean }) {
  const { t } = useLingui();
  return required ? (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  ) : (
    <span className={tools.optional}>{t({ message: '(optional)', comment: 'After the label of a field that may stay empty' })}</span>
  );
}

/** A text field of the wizard, sending every change to the machine. */
function TextField({
  quote,
  field,
  label,
  type = 'text',
  autoComplete,
  required = false,
  error,
  hint,
}: {
  quote: QuoteActor;
  field: 'name' | 'email' | 'company' | 'message';
  label: string;
  type?: 'text' | 'email' | 'textarea';
  autoComplete?: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
}) {
  const value = useSelector(quote, (snapshot) => snapshot.context.values[field]);
  const id = fieldId(field);
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field,
    className: tools.input,
    value,
    autoComplete,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  const onChange = (text: string) => quote.send({ type: 'QUOTE.CHANGE', field, value: text });
  return (
    <div className={tools.field}>
      <label htmlFor={id} className={tools.label}>
        {label} <RequiredMark required={required} />
      </label>
      {type === 'textarea' ? (
        <textarea {...common} rows={4} maxLength={QUICK_QUOTE_MESSAGE_MAX} onChange={(event) => onChange(event.currentTarget.value)} />
      ) : (
        <input {...common} type={type} onChange={(event) => onChange(event.currentTarget.value)} />
      )}
      {error ? (
        <p id={`${id}-error`} className={tools.error}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className={tools.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function ContactStep({ quote }: { quote: QuoteActor }) {
  const { t } = useLingui();
  // An address that is there but not valid says so; an empty one only keeps Next off.
  const emailInvalid = useSelector(quote, (snapshot) => quickQuoteFieldError('email', snapshot.context.values) === 'emailInvalid');
  return (
    <>
      <p className={tools.hint}>{t`Fields marked * are required.`}</p>
      <div className={tools.fields}>
        <TextField quote={quote} field="name" label={t({ message: 'Your name', comment: 'Quick quote field' })} autoComplete="name" required />
        <TextField
          quote={quote}
          field="email"
          type="email"
          label={t({ message: 'E-mail address', comment: 'Quick quote field' })}
          autoComplete="email"
          required
          error={emailInvalid ? t`Please enter a complete e-mail address, e.g. name@company.com.` : undefined}
        />
      </div>
    </>
  );
}

/** A required or optional choice of the options of spec section 9, as a radio group. */
function ChoiceGroup({ quote, field, legend, required }: { quote: QuoteActor; field: QuickQuoteChoiceField; legend: string; required: boolean }) {
  const { i18n } = useLingui();
  const value = useSelector(quote, (snapshot) => snapshot.context.values[field]);
  return (
    <fieldset className={tools.fieldset} data-field={field}>
      <legend className={tools.legendSmall}>
        {legend} <RequiredMark required={required} />
      </legend>
      <div className={`${tools.choices} ${styles.compactChoices}`}>
        {quickQuoteOptions[field].map((option) => (
          <label key={option} className={tools.choice}>
            <input
              type="radio"
              name={`quote-${field}`}
              value={option}
              checked={value === option}
              required={required}
              onChange={() => quote.send({ type: 'QUOTE.CHANGE', field, value: option } as Parameters<QuoteActor['send']>[0])}
            />
            <span className={tools.choiceLabel}>{optionText(i18n, field, option)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ProjectStep({ quote }: { quote: QuoteActor }) {
  const { t } = useLingui();
  return (
    <>
      <p className={tools.hint}>{t`Fields marked * are required.`}</p>
      <ChoiceGroup quote={quote} field="service" legend={t`Which service are you interested in?`} required />
      <ChoiceGroup quote={quote} field="budget" legend={t`What budget have you planned?`} required />
    </>
  );
}

function DetailsStep({ quote }: { quote: QuoteActor }) {
  const { t, i18n } = useLingui();
  const values = useSelector(quote, (snapshot) => snapshot.context.values);
  const max = QUICK_QUOTE_MESSAGE_MAX;
  const summary: Array<[string, string]> = [
    [t({ message: 'Name', comment: 'Quick quote summary' }), values.name],
    [t({ message: 'E-mail', comment: 'Quick quote summary' }), values.email],
    [t({ message: 'Service', comment: 'Quick quote summary' }), values.service ? optionText(i18n, 'service', values.service) : ''],
    [t({ message: 'Budget', comment: 'Quick quote summary' }), values.budget ? optionText(i18n, 'budget', values.budget) : ''],
  ];
  if (values.company.trim()) summary.push([t({ message: 'Company', comment: 'Quick quote summary' }), values.company]);
  if (values.timeline) summary.push([t({ message: 'Start', comment: 'Quick quote summary: when the project should start' }), optionText(i18n, 'timeline', values.timeline)]);
  return (
    <>
      <TextField quote={quote} field="company" label={t({ message: 'Company', comment: 'Quick quote field' })} autoComplete="organization" />
      <ChoiceGroup quote={quote} field="timeline" legend={t`When should the project start?`} required={false} />
      <TextField
        quote={quote}
        field="message"
        type="textarea"
        label={t({ message: 'Anything else I should know?', comment: 'Quick quote field: a free message' })}
        hint={t`Up to ${max} characters.`}
      />
      <div className={styles.summary} data-part="quote-summary">
        <h4 className={styles.summaryTitle}>{t`Your request at a glance`}</h4>
        <dl className={tools.summary}>
          {summary.map(([term, detail]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{detail}</dd>
            </div>
          ))}
        </dl>
      </div>
    </>
  );
}

/** The line that says why Next is disabled: what the step still needs, in the page's language. */
function missingText(i18n: I18n, missing: readonly QuickQuoteFieldError[]): string {
  const [first, ...rest] = missing.map((error) => i18n._(quoteMissingText[error]));
  const joined = rest.reduce((list, item) => translate(i18n, quoteMissingPair, { first: list, second: item }), first ?? '');
  return translate(i18n, quoteMissingLine, { missing: joined });
}

const sameErrors = (a: readonly QuickQuoteFieldError[], b: readonly QuickQuoteFieldError[]) => a.join() === b.join();

function QuoteActions({ quote, step, sending }: { quote: QuoteActor; step: QuickQuoteStep; sending: boolean }) {
  const { t, i18n } = useLingui();
  const canGoOn = useSelector(quote, (snapshot) => snapshot.can({ type: step === 3 ? 'QUOTE.SUBMIT' : 'QUOTE.NEXT' }));
  const canGoBack = useSelector(quote, (snapshot) => snapshot.can({ type: 'QUOTE.BACK' }));
  const missing = useSelector(quote, quickQuoteMissing, sameErrors);
  const showMissing = step < 3 && missing.length > 0;
  return (
    <div className={styles.goOn}>
      {/* Over the buttons: beside Next on a wide screen, right above it on a phone (where Back goes below). */}
      {showMissing ? (
        <p id={missingId} className={styles.missing} data-part="quote-missing">
          {missingText(i18n, missing)}
        </p>
      ) : null}
      <div className={tools.actions}>
        {canGoBack || (step > 1 && sending) ? (
          <button type="button" className={buttons.secondary} data-part="quote-back" disabled={sending} onClick={() => quote.send({ type: 'QUOTE.BACK' })}>
            {t({ message: 'Back', comment: 'Quick quote: to the previous step' })}
          </button>
        ) : null}
        {step === 3 ? (
          // Not disabled while sending (focus would drop to the page): the machine ignores a second send.
          <button type="submit" id={submitId} className={buttons.primary} data-part="quote-submit" disabled={!canGoOn && !sending} aria-disabled={sending || undefined} aria-busy={sending}>
            {sending ? t({ message: 'Sending…', comment: 'Quick quote: the send button while the quote is on its way' }) : t`Send request`}
          </button>
        ) : (
          <button type="submit" className={buttons.primary} data-part="quote-next" disabled={!canGoOn} aria-describedby={showMissing ? missingId : undefined}>
            {t({ message: 'Next', comment: 'Quick quote: to the next step' })}
          </button>
        )}
      </div>
    </div>
  );
}
