import { Trans, useLingui } from '@lingui/react/macro';
import { formatDuration } from '../../../i18n/format';
import { Reveal } from '../../../components/Reveal/Reveal';
import type { ProcessStep } from './content';
import styles from './ProcessSteps.module.css';

/** The steps of a project as an ordered timeline: number, title, what happens, how long, what you get. */
export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  const { i18n } = useLingui();
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => {
        const duration = formatDuration(i18n, step.duration.unit, step.duration.min, step.duration.max);
        const deliverable = i18n._(step.deliverable);
        const number = index + 1;
        return (
          <Reveal as="li" key={step.id} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {number}
            </span>
            <div className={styles.body}>
              <h3 className={styles.title}>
                <span className="visually-hidden">
                  <Trans comment="Before a process step's title for screen readers, e.g. 'Step 3: '">Step {number}:</Trans>{' '}
                </span>
                {i18n._(step.title)}
              </h3>
              <p className={styles.description}>{i18n._(step.description)}</p>
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
            </div>
          </Reveal>
        );
      })}
    </ol>
  );
}
