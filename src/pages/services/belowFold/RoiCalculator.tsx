import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect } from 'react';
import buttons from '../../../components/Button/button.module.css';
import { Icon } from '../../../components/Icon/Icon';
import {
  PAYBACK_MAX_MONTHS,
  ROI_CONSISTENCY_TOLERANCE,
  type RoiHeadlineFigure,
  type RoiInputs,
  type RoiNumberField,
  type RoiResult,
  type RoiValidationError,
  roiHeadlineFigures,
  roiInputLimits,
  roiNumberFields,
  roiServiceTerms,
  roiServiceTypes,
} from '../../../business/roi';
import { formatEuro, formatNumber, numberFormat } from '../../../i18n/format';
import { translate } from '../../../i18n/translate';
import { useMachineActor } from '../../../lib/useMachineActor';
import { roiCalculatorMachine } from '../../../machines/roiCalculator';
import { roiAssumption, roiErrorText, roiFieldHint, roiFieldLabel, roiFigureLabel, roiServiceCost, roiServiceName } from './content/roi';
import styles from './RoiCalculator.module.css';
import { mirrorRoiInputs, sharedRoiInputs } from './roiLink';
import tools from './tools.module.css';

type RoiActor = ReturnType<typeof useMachineActor<typeof roiCalculatorMachine>>;

const fieldId = (field: RoiNumberField) => `roi-${field}`;
const errorsId = 'roi-errors';

/** The fields each error is about: they are marked invalid and point to the list. */
const errorFields: Record<RoiValidationError, readonly RoiNumberField[]> = {
  revenueNotPositive: ['monthlyRevenue'],
  visitorsNotPositive: ['monthlyVisitors'],
  conversionOutOfRange: ['conversionRate'],
  orderValueNotPositive: ['averageOrderValue'],
  inconsistent: ['monthlyVisitors', 'conversionRate', 'averageOrderValue'],
};

/** A percentage as the language writes it: 35 → "35 %" (de, fr), "35%" (en); `signed` adds a plus sign. */
const percent = (i18n: I18n, value: number, { signed = false, decimals = 0 } = {}) =>
  numberFormat(i18n, { style: 'percent', maximumFractionDigits: decimals, signDisplay: signed ? 'exceptZero' : 'auto' }).format(value / 100);

const months = (i18n: I18n, value: number) =>
  numberFormat(i18n, { style: 'unit', unit: 'month', unitDisplay: 'long', maximumFractionDigits: 1 }).format(value);

/** The figures keep no decimals except the conversion rate. */
const wholeNumber = (i18n: I18n, value: number) => formatNumber(i18n, value, { maximumFractionDigits: 0 });

/** What a service is calculated with, and what that cost is: under its choice and beside the result. */
function serviceCostText(i18n: I18n, type: RoiInputs['serviceType']): string {
  return translate(i18n, roiServiceCost[type], { price: formatEuro(i18n, roiServiceTerms[type].cost.eur) });
}

/**
 * Follows the address bar (roiLink.ts): a shared link's inputs are entered and
 * calculated once the calculator runs; from then on a result on screen is
 * mirrored into the query and an edited input takes it out again.
 */
function followAddressBar(calculator: RoiActor): () => void {
  const shared = sharedRoiInputs();
  if (shared) {
    for (const field of roiNumberFields) calculator.send({ type: 'ROI.CHANGE', field, value: shared[field] });
    calculator.send({ type: 'ROI.CHANGE', field: 'serviceType', value: shared.serviceType });
    calculator.send({ type: 'ROI.CALCULATE' });
  }
  const subscription = calculator.subscribe((snapshot) => {
    if (snapshot.matches('result')) mirrorRoiInputs(snapshot.context.inputs);
    else if (snapshot.matches('idle')) mirrorRoiInputs(null);
  });
  return () => subscription.unsubscribe();
}

/**
 * The ROI calculator (the roiCalculator machine): the visitor's figures and a
 * service, the validation list while calculating is not possible, an 800 ms
 * calculation, then the results with the success notice and the assumptions
 * in plain words. The idle calculator with the spec's defaults is in the
 * prerendered HTML.
 */
export function RoiCalculator() {
  const { t } = useLingui();
  // Hydration renders the defaults, as prerendered; a shared link's inputs arrive after it (followAddressBar).
  const calculator = useMachineActor(roiCalculatorMachine, { input: {} });
  const state = useSelector(calculator, (snapshot) => snapshot.value);
  const result = useSelector(calculator, (snapshot) => snapshot.context.result);

  useEffect(() => followAddressBar(calculator), [calculator]);

  return (
    <div className={`${tools.card} ${tools.wide} ${styles.calculator}`} data-part="roi-calculator" data-state={state}>
      <RoiForm calculator={calculator} />
      <div className={styles.output}>
        <p className="visually-hidden" role="status">
          {state === 'calculating'
            ? t({ message: 'Calculating…', comment: 'ROI calculator: read out while it calculates' })
            : result
              ? t({ message: 'Your estimate is ready.', comment: 'ROI calculator: read out when the result appears' })
              : ''}
        </p>
        {state === 'result' && result ? (
          <RoiResultView calculator={calculator} result={result} />
        ) : (
          <div className={styles.placeholder} data-part="roi-placeholder">
            <Icon name="chart" className={styles.placeholderIcon} />
            <p>
              {state === 'calculating'
                ? t`Calculating your estimate…`
                : t`Your estimate appears here: revenue, profit and payback, with every assumption.`}
            </p>
          </div>
        )}
      </div>
    </div>
  );
}

function RoiForm({ calculator }: { calculator: RoiActor }) {
  const { t, i18n } = useLingui();
  const inputs = useSelector(calculator, (snapshot) => snapshot.context.inputs);
  const errors = useSelector(calculator, (snapshot) => snapshot.context.errors);
  const canCalculate = useSelector(calculator, (snapshot) => snapshot.can({ type: 'ROI.CALCULATE' }));
  const calculating = useSelector(calculator, (snapshot) => snapshot.matches('calculating'));
  const invalidFields = new Set(errors.flatMap((error) => errorFields[error]));
  const { min, max = 100 } = roiInputLimits.conversionRate;
  const errorValues = { min: percent(i18n, min, { decimals: 1 }), max: percent(i18n, max), tolerance: percent(i18n, ROI_CONSISTENCY_TOLERANCE * 100) };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    calculator.send({ type: 'ROI.CALCULATE' });
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-label={t`Your figures`}>
      <div className={tools.fields}>
        {roiNumberFields.map((field) => {
          const id = fieldId(field);
          const invalid = invalidFields.has(field);
          const value = inputs[field];
          return (
            <div key={field} className={tools.field}>
              <label htmlFor={id} className={tools.label}>
                {i18n._(roiFieldLabel[field])}
              </label>
              <input
                id={id}
                type="number"
                inputMode="decimal"
                className={tools.input}
                min={roiInputLimits[field].min}
                max={roiInputLimits[field].max}
                step={roiInputLimits[field].step}
                value={Number.isNaN(value) ? '' : value}
                aria-invalid={invalid}
                aria-describedby={invalid ? `${id}-hint ${errorsId}` : `${id}-hint`}
                onChange={(event) => calculator.send({ type: 'ROI.CHANGE', field, value: event.currentTarget.valueAsNumber })}
              />
              <p id={`${id}-hint`} className={tools.hint}>
                {i18n._(roiFieldHint[field])}
              </p>
            </div>
          );
        })}
      </div>
      <fieldset className={tools.fieldset}>
        <legend className={tools.legendSmall}>
          {t({ message: 'Service', comment: 'ROI calculator: the services to calculate with' })}
        </legend>
        <div className={tools.choices}>
          {roiServiceTypes.map((type) => (
            <label key={type} className={tools.choice}>
              <input
                type="radio"
                name="roi-service"
                value={type}
                checked={inputs.serviceType === type}
                onChange={() => calculator.send({ type: 'ROI.CHANGE', field: 'serviceType', value: type })}
              />
              <span className={tools.choiceLabel}>{i18n._(roiServiceName[type])}</span>
              <span className={tools.choiceHint}>{serviceCostText(i18n, type)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {/* Always there, so a screen reader hears the list as it appears (a live region must exist before its content). */}
      <div id={errorsId} className={styles.errors} aria-live="polite" data-part="roi-errors">
        {errors.length > 0 ? (
          <>
            <p className={styles.errorsTitle}>{t`Please check your figures:`}</p>
            <ul>
              {errors.map((error) => (
                <li key={error}>{translate(i18n, roiErrorText[error], errorValues)}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <div className={tools.actions}>
        <button type="submit" className={buttons.primary} data-part="roi-calculate" disabled={!canCalculate} aria-busy={calculating}>
          {calculating
            ? t({ message: 'Calculating…', comment: 'ROI calculator: the button while it calculates' })
            : t({ message: 'Calculate ROI', comment: 'ROI calculator: the button that starts the calculation' })}
        </button>
      </div>
    </form>
  );
}

function RoiResultView({ calculator, result }: { calculator: RoiActor; result: RoiResult }) {
  const { t, i18n } = useLingui();
  const inputs = useSelector(calculator, (snapshot) => snapshot.context.inputs);
  const terms = roiServiceTerms[inputs.serviceType];
  const service = i18n._(roiServiceName[inputs.serviceType]);
  const euro = (amount: number) => formatEuro(i18n, amount);
  const net = euro(result.netProfitFirstYear);
  const paybackText = months(i18n, result.paybackPeriod);
  const payback =
    result.paybackPeriod >= PAYBACK_MAX_MONTHS
      ? t({ message: `${paybackText} or more`, comment: 'ROI calculator: a payback period that the calculation cannot see the end of, e.g. "999 months or more"' })
      : paybackText;
  // The headline: euros and months a business owner can check against the assumptions beside them (never a percentage).
  const headline: Record<RoiHeadlineFigure, string> = { totalValue: euro(result.totalValue), netProfitFirstYear: net, paybackPeriod: payback };
  const further: Array<[keyof typeof roiFigureLabel, string]> = [
    ['additionalRevenue', euro(result.additionalRevenue)],
    ['monthlyProfit', euro(result.monthlyProfit)],
    ['trafficIncrease', percent(i18n, result.trafficIncrease, { signed: true })],
    ['conversionIncrease', percent(i18n, result.conversionIncrease, { signed: true })],
    ['monthlyROI', percent(i18n, result.monthlyROI)],
    ['yearlyROI', percent(i18n, result.yearlyROI)],
  ];
  const factor = (value: number) => formatNumber(i18n, value, { maximumFractionDigits: 2 });
  return (
    <section className={styles.result} aria-labelledby="roi-result-title" data-part="roi-result">
      <h3 id="roi-result-title" className={tools.heading}>
        {t({ message: `Your estimate: ${service}`, comment: 'ROI calculator: heading of the result; {service} is a service name' })}
      </h3>
      <dl className={styles.headline} data-part="roi-headline">
        {roiHeadlineFigures.map((figure) => (
          <div key={figure} data-figure={figure}>
            <dt>{i18n._(roiFigureLabel[figure])}</dt>
            <dd>{headline[figure]}</dd>
          </div>
        ))}
      </dl>
      {result.profitableFirstYear ? (
        <p className={styles.success} data-part="roi-success">
          <Icon name="check" className={styles.noticeIcon} />
          <span>{t`Worth it: after 12 months this leaves you a net profit of ${net}.`}</span>
        </p>
      ) : (
        <p className={styles.notice}>
          {t`In the first 12 months the costs are not yet covered (net ${net}). The effect lasts beyond the first year – let's look at your figures together.`}
        </p>
      )}
      <div className={styles.assumptions} data-part="roi-assumptions">
        <h4 className={styles.assumptionsTitle}>{t`What the estimate assumes`}</h4>
        <ul>
          <li>
            {translate(i18n, roiAssumption.traffic, {
              factor: factor(terms.trafficMultiplier),
              visitors: wholeNumber(i18n, inputs.monthlyVisitors),
              visitorsAfter: wholeNumber(i18n, result.visitorsAfter),
            })}
          </li>
          <li>
            {translate(i18n, roiAssumption.conversion, {
              factor: factor(terms.conversionMultiplier),
              rate: percent(i18n, inputs.conversionRate, { decimals: 2 }),
              rateAfter: percent(i18n, result.conversionRateAfter, { decimals: 2 }),
              order: euro(inputs.averageOrderValue),
            })}
          </li>
          <li>{translate(i18n, roiAssumption.effect, { months: terms.monthsUntilEffect, effectMonths: 12 - terms.monthsUntilEffect })}</li>
          <li>{translate(i18n, roiAssumption.cost, { cost: serviceCostText(i18n, inputs.serviceType) })}</li>
        </ul>
        <p className={styles.assumptionsNote} data-part="roi-note">
          {i18n._(roiAssumption.note)}
        </p>
      </div>
      <dl className={`${tools.summary} ${styles.figures}`} aria-label={t({ message: 'Further figures', comment: 'ROI calculator: label of the list of figures under the headline' })}>
        {further.map(([figure, value]) => (
          <div key={figure} data-figure={figure}>
            <dt>{i18n._(roiFigureLabel[figure])}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {terms.cost.kind === 'oneTime' ? <p className={tools.hint}>{i18n._(roiAssumption.oneTimeSpread)}</p> : null}
      <p className={tools.hint}>{t`The address bar now holds these figures: copy it to share this calculation.`}</p>
      <div className={tools.actions}>
        <a href="#quick-quote" className={buttons.primary}>
          {t`Request a quote`}
        </a>
      </div>
    </section>
  );
}
