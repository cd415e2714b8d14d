import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { type ProcessStepFacts, processSteps } from '../../../business/process';
import disclosure from '../../../components/Disclosure/disclosure.module.css';
import { Reveal } from '../../../components/Reveal/Reveal';
import { Section } from '../../../components/Section/Section';
import { processDurationText } from '../../../i18n/processText';
import { processStepTexts } from './content';
import styles from './sections.module.css';

/**
 * Home section 7: the four steps of a project (src/business/process.ts) with their durations and results.
 * On a phone a step's number and title are a disclosure's summary, what happens opens below them, and
 * its duration and result stay in view (issue 36); from a tablet's width on, everything shows.
 */
export function ProcessSection() {
  return (
    <Section
      staggered
      id="process"
      eyebrow={<Trans>How we work together</Trans>}
      title={<Trans>From the first call to the first page in four steps</Trans>}
      intro={<Trans>A clear process with fixed milestones: you always know what happens next and what you will receive.</Trans>}
    >
      <ol className={styles.steps}>
        {processSteps.map((step, index) => (
          <ProcessStepView key={step.id} step={step} number={index + 1} />
        ))}
      </ol>
    </Section>
  );
}

function ProcessStepView({ step, number }: { step: ProcessStepFacts; number: number }) {
  const { i18n } = useLingui();
  const text = processStepTexts[step.id];
  return (
    <Reveal as="li" className={styles.step} data-step={step.id}>
      <details className={`${disclosure.disclosure} ${disclosure.openWide} ${styles.stepDetails}`}>
        <summary className={`${disclosure.titleSummary} ${styles.stepSummary}`}>
          <span className={styles.stepNumber} aria-hidden="true">
            {number}
          </span>
          <h3 className={styles.itemTitle}>
            <span className="visually-hidden">
              <Trans comment="Before a process step title, for screen readers, e.g. 'Step 1:'">Step {number}:</Trans>{' '}
            </span>
            {i18n._(text.title)}
          </h3>
        </summary>
        <p className={styles.itemText}>{i18n._(text.description)}</p>
      </details>
      <p className={styles.stepDuration}>{processDurationText(i18n, step.duration)}</p>
      <p className={styles.deliverable}>
        <span className={styles.deliverableLabel}>
          <Trans comment="Label before what a process step delivers">Result:</Trans>
        </span>{' '}
        {i18n._(text.deliverable)}
      </p>
    </Reveal>
  );
}
