import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type FormEvent, memo } from 'react';
import buttons from '../../../components/Button/button.module.css';
import { Icon } from '../../../components/Icon/Icon';
import { packageTiers } from '../../../business/offers';
import {
  PAYBACK_MAX_MONTHS,
  ROI_CONSISTENCY_TOLERANCE,
  type RoiAssumptionField,
  type RoiFees,
  type RoiInputs,
  type RoiNumberField,
  type RoiResult,
  type RoiValidationError,
  roiAssumptionDefaults,
  roiAssumptionFields,
  roiFees,
  roiFigureFields,
  roiInputLimits,
  roiServiceTypes,
} from '../../../business/roi';
import { formatDuration, formatEuro, formatNumber, numberFormat } from '../../../i18n/format';
import { packagePriceText } from '../../../i18n/offerText';
import { translate } from '../../../i18n/translate';
import { useMachineActor } from '../../../lib/useMachineActor';
import { roiCalculatorMachine } from '../../../machines/roiCalculator';
import {
  percentText,
  roiAdBudgetNote,
  roiAssumption,
  roiAssumptionHint,
  roiAssumptionsLegend,
  roiErrorText,
  roiFieldHint,
  roiFieldLabel,
  roiFigureLabel,
  roiFromPriceNote,
  roiMultiple,
  roiPackageHint,
  roiPackageLegend,
  roiPackageName,
  roiPrice,
  roiServiceName,
  roiServicePackages,
  upliftPercentText,
} from './content/roi';
import { tierNames } from './content/packages';
import styles from './RoiCalculator.module.css';
import { roiAddressBar } from './roiLink';
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
  trafficUpliftOutOfRange: ['trafficUpliftPercent'],
  conversionUpliftOutOfRange: ['conversionUpliftPercent'],
  effectMonthsOutOfRange: ['monthsUntilEffect'],
};

/** A percentage as the language writes it: 35 → "35 %" (de, fr), "35%" (en). */
const percent = (i18n: I18n, value: number, { decimals = 0 } = {}) =>
  numberFormat(i18n, { style: 'percent', maximumFractionDigits: decimals }).format(value / 100);

/** A payback period: months with one decimal ("3.1 months"). */
const monthsWithDecimal = (i18n: I18n, value: number) =>
  numberFormat(i18n, { style: 'unit', unit: 'month', unitDisplay: 'long', maximumFractionDigits: 1 }).format(value);

/** Whole numbers, as the prerendered page writes them (no Intl: src/i18n/format.ts). */
const wholeNumber = (i18n: I18n, value: number) => formatNumber(i18n, value, { maximumFractionDigits: 0 });

/** An assumption's value as the visitor reads it: "+180 %", "3 months". */
function assumptionText(i18n: I18n, field: RoiAssumptionField, value: number): string {
  if (field === 'monthsUntilEffect') return formatDuration(i18n, 'month', value);
  return translate(i18n, upliftPercentText, { value: wholeNumber(i18n, value) });
}

/** What packages cost: "€4,500 one-time", "from €2,200 a month", "€4,500 once, then €2,700 a month". */
function priceText(i18n: I18n, fees: RoiFees): string {
  const amount = (eur: number, from: boolean) => (from ? translate(i18n, roiPrice.from, { price: formatEuro(i18n, eur) }) : formatEuro(i18n, eur));
  if (fees.oneTimeEur > 0 && fees.monthlyEur > 0) {
    return translate(i18n, roiPrice.both, { oneTime: amount(fees.oneTimeEur, fees.oneTimeFrom), monthly: amount(fees.monthlyEur, fees.monthlyFrom) });
  }
  if (fees.oneTimeEur > 0) return packagePriceText(i18n, { priceEur: fees.oneTimeEur, per: 'project', from: fees.oneTimeFrom });
  return packagePriceText(i18n, { priceEur: fees.monthlyEur, per: 'month', from: fees.monthlyFrom });
}

/** The packages by name: "Website Premium + SEO Premium + Google Ads Premium". */
const packageNames = (i18n: I18n, fees: RoiFees): string =>
  fees.packages.map(({ line, tier }) => translate(i18n, roiPackageName[line], { tier: i18n._(tierNames[tier]) })).join(' + ');

/** The calculator with the address bar it shares its result through (roiLink.ts). */
const browserRoiCalculator = roiCalculatorMachine.provide({ actors: { addressBar: roiAddressBar } });

/**
 * The ROI calculator (the roiCalculator machine): the visitor's figures, a
 * service and a package of the price table, the assumptions, the validation
 * list while calculating is not possible, an 800 ms calculation, then the
 * results, each named for what it is, with the success notice and how the
 * estimate adds up. The idle calculator with the defaults is in the
 * prerendered HTML.
 */
export function RoiCalculator() {
  const { t } = useLingui();
  // Hydration renders the defaults, as prerendered; a shared link's inputs arrive after it (roiAddressBar).
  const calculator = useMachineActor(browserRoiCalculator, { input: {} });
  const state = useSelector(calculator, (snapshot) => snapshot.value);
  const result = useSelector(calculator, (snapshot) => snapshot.context.result);

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
                : t`Your estimate appears here: extra revenue, fees and payback, with every assumption.`}
            </p>
          </div>
        )}
      </div>
    </div>
  );
}

// Memoised: typing in one field, or the button's state, re-renders that field alone (issue 36).
const NumberField = memo(function NumberField({ calculator, field, invalid, hint }: { calculator: RoiActor; field: RoiNumberField; invalid: boolean; hint: string }) {
  const { i18n } = useLingui();
  const value = useSelector(calculator, (snapshot) => snapshot.context.inputs[field]);
  const id = fieldId(field);
  const { min, max, step } = roiInputLimits[field];
  const uplift = field === 'trafficUpliftPercent' || field === 'conversionUpliftPercent';
  const input = (
    <input
      id={id}
      type="number"
      inputMode={step < 1 ? 'decimal' : 'numeric'}
      className={tools.input}
      min={min}
      max={max}
      step={step}
      value={Number.isNaN(value) ? '' : value}
      aria-invalid={invalid}
      aria-describedby={invalid ? `${id}-hint ${errorsId}` : `${id}-hint`}
      onChange={(event) => calculator.send({ type: 'ROI.CHANGE', field, value: event.currentTarget.valueAsNumber })}
    />
  );
  return (
    <div className={`${tools.field} ${styles.numberField}`}>
      <label htmlFor={id} className={tools.label}>
        {i18n._(roiFieldLabel[field])}
      </label>
      {uplift ? (
        // An increase reads "+180": the sign is the field's, not part of the number typed.
        <div className={styles.signed}>
          <span aria-hidden="true">+</span>
          {input}
        </div>
      ) : (
        input
      )}
      <p id={`${id}-hint`} className={tools.hint}>
        {hint}
      </p>
    </div>
  );
});

function RoiForm({ calculator }: { calculator: RoiActor }) {
  const { t, i18n } = useLingui();
  const serviceType = useSelector(calculator, (snapshot) => snapshot.context.inputs.serviceType);
  const packageTier = useSelector(calculator, (snapshot) => snapshot.context.inputs.packageTier);
  const errors = useSelector(calculator, (snapshot) => snapshot.context.errors);
  const canCalculate = useSelector(calculator, (snapshot) => snapshot.can({ type: 'ROI.CALCULATE' }));
  const calculating = useSelector(calculator, (snapshot) => snapshot.matches('calculating'));
  const invalidFields = new Set(errors.flatMap((error) => errorFields[error]));
  const typical = roiAssumptionDefaults(serviceType);

  const rangeValues = (field: RoiNumberField) => {
    const { min, max = 100 } = roiInputLimits[field];
    if (field === 'monthsUntilEffect') return { min: wholeNumber(i18n, min), max: wholeNumber(i18n, max) };
    if (field === 'conversionRate') return { min: percent(i18n, min, { decimals: 1 }), max: percent(i18n, max) };
    return { min: translate(i18n, percentText, { value: wholeNumber(i18n, min) }), max: translate(i18n, percentText, { value: wholeNumber(i18n, max) }) };
  };
  const errorValues: Record<RoiValidationError, Record<string, string>> = {
    revenueNotPositive: {},
    visitorsNotPositive: {},
    conversionOutOfRange: rangeValues('conversionRate'),
    orderValueNotPositive: {},
    inconsistent: { tolerance: percent(i18n, ROI_CONSISTENCY_TOLERANCE * 100) },
    trafficUpliftOutOfRange: rangeValues('trafficUpliftPercent'),
    conversionUpliftOutOfRange: rangeValues('conversionUpliftPercent'),
    effectMonthsOutOfRange: rangeValues('monthsUntilEffect'),
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    calculator.send({ type: 'ROI.CALCULATE' });
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-label={t`Your figures`}>
      <div className={tools.fields}>
        {roiFigureFields.map((field) => (
          <NumberField key={field} calculator={calculator} field={field} invalid={invalidFields.has(field)} hint={i18n._(roiFieldHint[field])} />
        ))}
      </div>
      <fieldset className={tools.fieldset} data-part="roi-services">
        <legend className={tools.legendSmall}>{t({ message: 'Service', comment: 'ROI calculator: the services to calculate with' })}</legend>
        <div className={tools.choices}>
          {roiServiceTypes.map((type) => (
            <label key={type} className={tools.choice}>
              <input
                type="radio"
                name="roi-service"
                value={type}
                checked={serviceType === type}
                onChange={() => calculator.send({ type: 'ROI.SELECT_SERVICE', serviceType: type })}
              />
              <span className={tools.choiceLabel}>{i18n._(roiServiceName[type])}</span>
              <span className={tools.choiceHint}>{i18n._(roiServicePackages[type])}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={tools.fieldset} data-part="roi-packages" aria-describedby="roi-packages-hint">
        <legend className={tools.legendSmall}>{i18n._(roiPackageLegend)}</legend>
        <div className={`${tools.choices} ${styles.tiers}`}>
          {packageTiers.map((tier) => (
            <label key={tier} className={`${tools.choice} ${styles.tier}`}>
              <input
                type="radio"
                name="roi-package"
                value={tier}
                checked={packageTier === tier}
                onChange={() => calculator.send({ type: 'ROI.SELECT_PACKAGE', packageTier: tier })}
              />
              <span className={tools.choiceLabel}>{i18n._(tierNames[tier])}</span>
              <span className={tools.choiceHint} data-part="roi-package-price">
                {priceText(i18n, roiFees(serviceType, tier))}
              </span>
            </label>
          ))}
        </div>
        <p id="roi-packages-hint" className={`${tools.hint} ${styles.groupHint}`}>
          {i18n._(roiPackageHint)}
        </p>
      </fieldset>
      <fieldset className={`${tools.fieldset} ${styles.assumptions}`} data-part="roi-assumption-fields">
        <legend className={tools.legendSmall}>{i18n._(roiAssumptionsLegend)}</legend>
        <div className={`${tools.fields} ${styles.assumptionFields}`}>
          {roiAssumptionFields.map((field) => (
            <NumberField
              key={field}
              calculator={calculator}
              field={field}
              invalid={invalidFields.has(field)}
              hint={translate(i18n, roiAssumptionHint, { value: assumptionText(i18n, field, typical[field]) })}
            />
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
                <li key={error}>{translate(i18n, roiErrorText[error], errorValues[error])}</li>
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
  const inputs: RoiInputs = useSelector(calculator, (snapshot) => snapshot.context.inputs);
  const fees = roiFees(inputs.serviceType, inputs.packageTier);
  const service = i18n._(roiServiceName[inputs.serviceType]);
  const euro = (amount: number) => formatEuro(i18n, amount);
  const fromEuro = (amount: number) => (fees.oneTimeFrom || fees.monthlyFrom ? translate(i18n, roiPrice.from, { price: euro(amount) }) : euro(amount));
  const multiple = (value: number) =>
    translate(i18n, roiMultiple.value, { multiple: formatNumber(i18n, value, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) });
  const paybackText = monthsWithDecimal(i18n, result.paybackMonths);
  const payback =
    result.paybackMonths >= PAYBACK_MAX_MONTHS
      ? t({ message: `${paybackText} or more`, comment: 'ROI calculator: a payback period that the calculation cannot see the end of, e.g. "999 months or more"' })
      : paybackText;
  const difference = euro(result.extraRevenueMinusFeesFirstYear);
  // The headline: euros and months, each figure named; the multiples beside them are these euros divided.
  const headline: Array<[keyof typeof roiFigureLabel, string]> = [
    ['extraRevenueFirstYear', euro(result.extraRevenueFirstYear)],
    ['feesFirstYear', fromEuro(result.feesFirstYear)],
    ['extraRevenueMinusFeesFirstYear', difference],
    ['paybackMonths', payback],
  ];
  return (
    <section className={styles.result} aria-labelledby="roi-result-title" data-part="roi-result">
      <h3 id="roi-result-title" className={tools.heading}>
        {t({ message: `Your estimate: ${service}`, comment: 'ROI calculator: heading of the result; {service} is a service name' })}
      </h3>
      <dl className={styles.headline} data-part="roi-headline">
        {headline.map(([figure, value]) => (
          <div key={figure} data-figure={figure}>
            <dt>{i18n._(roiFigureLabel[figure])}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.multiples} data-part="roi-multiples">
        <h4 className={styles.subheading}>{i18n._(roiMultiple.title)}</h4>
        <dl className={styles.multipleList}>
          <div data-figure="returnMultipleFirstYear">
            <dt>{i18n._(roiMultiple.firstYear)}</dt>
            <dd className={styles.multiple}>{multiple(result.returnMultipleFirstYear)}</dd>
            <dd className={styles.sum} data-part="roi-sum">
              {translate(i18n, roiMultiple.firstYearSum, { revenue: euro(result.extraRevenueFirstYear), fees: euro(result.feesFirstYear) })}
            </dd>
            {inputs.monthsUntilEffect > 0 ? (
              <dd className={styles.why}>{translate(i18n, roiMultiple.firstMonthsWithout, { months: inputs.monthsUntilEffect })}</dd>
            ) : null}
          </div>
          <div data-figure="returnMultipleMonthAtEffect">
            <dt>{i18n._(roiMultiple.monthAtEffect)}</dt>
            <dd className={styles.multiple}>{multiple(result.returnMultipleMonthAtEffect)}</dd>
            <dd className={styles.sum} data-part="roi-sum">
              {translate(i18n, roiMultiple.monthAtEffectSum, { revenue: euro(result.additionalRevenuePerMonth), fees: euro(result.feesPerMonthAtEffect) })}
            </dd>
            {fees.oneTimeEur > 0 ? (
              <dd className={styles.why}>
                {translate(i18n, fees.monthlyEur > 0 ? roiMultiple.spreadBoth : roiMultiple.spreadOneTime, {
                  oneTime: euro(fees.oneTimeEur),
                  monthly: euro(fees.monthlyEur),
                })}
              </dd>
            ) : null}
          </div>
        </dl>
      </div>
      {result.coversFeesFirstYear ? (
        <p className={styles.success} data-part="roi-success">
          <Icon name="check" className={styles.noticeIcon} />
          <span>{t`Worth it: in the first 12 months the extra revenue exceeds the fees by ${difference}.`}</span>
        </p>
      ) : (
        <p className={styles.notice} data-part="roi-notice">
          {t`In the first 12 months the extra revenue does not exceed the fees. The effect lasts beyond the first year – let’s look at your figures together.`}
        </p>
      )}
      <div className={styles.addsUp} data-part="roi-assumptions">
        <h4 className={styles.subheading}>{i18n._(roiAssumption.title)}</h4>
        <ul>
          <li data-assumption="traffic">
            {translate(i18n, roiAssumption.traffic, {
              uplift: assumptionText(i18n, 'trafficUpliftPercent', inputs.trafficUpliftPercent),
              visitors: wholeNumber(i18n, inputs.monthlyVisitors),
              visitorsAfter: wholeNumber(i18n, result.visitorsAfter),
            })}
          </li>
          <li data-assumption="conversion">
            {translate(i18n, roiAssumption.conversion, {
              uplift: assumptionText(i18n, 'conversionUpliftPercent', inputs.conversionUpliftPercent),
              rate: percent(i18n, inputs.conversionRate, { decimals: 2 }),
              rateAfter: percent(i18n, result.conversionRateAfter, { decimals: 2 }),
              order: euro(inputs.averageOrderValue),
            })}
          </li>
          <li data-assumption="additionalRevenue">{translate(i18n, roiAssumption.additionalRevenue, { revenue: euro(result.additionalRevenuePerMonth) })}</li>
          <li data-assumption="effect">
            {translate(i18n, roiAssumption.effect, {
              months: inputs.monthsUntilEffect,
              effectMonths: result.monthsWithEffect,
              revenue: euro(result.additionalRevenuePerMonth),
              total: euro(result.extraRevenueFirstYear),
            })}
          </li>
          <li data-assumption="fees">
            {fees.monthlyEur > 0
              ? translate(i18n, roiAssumption.fees, { packages: packageNames(i18n, fees), price: priceText(i18n, fees), total: fromEuro(result.feesFirstYear) })
              : translate(i18n, roiAssumption.feesOnce, { packages: packageNames(i18n, fees), price: priceText(i18n, fees) })}
            {fees.adBudgetExtra ? `; ${i18n._(roiAdBudgetNote)}` : null}
          </li>
        </ul>
        {fees.oneTimeFrom || fees.monthlyFrom ? <p className={styles.addsUpNote}>{i18n._(roiFromPriceNote)}</p> : null}
        <p className={`${styles.addsUpNote} ${styles.promise}`} data-part="roi-note">
          {i18n._(roiAssumption.note)}
        </p>
      </div>
      <p className={tools.hint}>{t`The address bar now holds these figures: copy it to share this calculation.`}</p>
      <div className={tools.actions}>
        <a href="#quick-quote" className={buttons.primary}>
          {t`Request a quote`}
        </a>
      </div>
    </section>
  );
}
