import { Trans, useLingui } from '@lingui/react/macro';
import { formatDuration } from '../../../i18n/format';
import disclosure from '../../../components/Disclosure/disclosure.module.css';
import { Reveal } from '../../../components/Reveal/Reveal';
import type { ProcessStep } from './content';
import styles from './ProcessSteps.module.css';

/**
 * The steps of a project as an ordered timeline: number, title, what happens, how long, what you get.
 * On a phone, number and title are a disclosure's summary and what happens opens below them, while how
 * long and what you get stay in view (issue 36); from a tablet's width on, everything shows. Each step is
 * the anchor `process-{id}`, and a link to it opens it (src/lib/disclosureAtHash.ts).
 */
export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  const { i18n } = useLingui();
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => {
        const duration = formatDuration(i18n, step.duration.unit, step.duration.min, step.duration.max);
        const deliverable = i18n._(step.deliverable);
        const number = index + 1;
        return (
          <Reveal as="li" key={step.id} id={`process-${step.id}`} className={styles.step}>
            <details className={`${disclosure.disclosure} ${disclosure.openWide} ${styles.details}`} data-opens-at-hash>
              <summary className={`${disclosure.titleSummary} ${styles.summary}`}>
                <span className={styles.number} aria-hidden="true">
                  {number}
                </span>
                <h3 className={styles.title}>
                  <span className="visually-hidden">
                    <Trans comment="Before a process step's title for screen readers, e.g. 'Step 3: '">Step {number}:</Trans>{' '}
                  </span>
                  {i18n._(step.title)}
                </h3>
              </summary>
              <p className={styles.description}>{i18n._(step.description)}</p>
            </details>
            <dl className={styles.facts}>
              <div>
                <dt>
                  <Trans comment="Label of a process step's duration">Duration</Trans>
                </dt>
                <dd>{duration}</dd>
              </div>
              <div>
                <dt>
                  <Trans comment="Label of what the client receives at the end of a process step">Result</Trans>
                </dt>
                <dd>{deliverable}</dd>
              </div>
            </dl>
          </Reveal>
        );
      })}
    </ol>
  );
}
