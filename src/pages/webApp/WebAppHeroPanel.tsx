import { Trans } from '@lingui/react/macro';
import { HeroPanel } from '../../components/Hero/HeroPanel';
import { useWebAppFigures } from './useWebAppFigures';
import styles from './WebAppHeroPanel.module.css';

/**
 * The web app hero's panel from 1024 px (issue 36): the project's terms as an application window,
 * beside the promise under the page-wide title. Figures from offers.ts, as in the text.
 */
export function WebAppHeroPanel() {
  const { fromPrice, projectDuration, sprintWeeks } = useWebAppFigures();
  return (
    <HeroPanel window label={<Trans comment="Label of the panel in the web application hero">Your project at a glance</Trans>}>
      <dl className={styles.facts}>
        <div>
          <dt>
            <Trans comment="Web app hero panel: what a project costs">Budget</Trans>
          </dt>
          <dd>
            <Trans comment="Web app hero panel, the budget; {fromPrice} is an amount (€8,000)">from {fromPrice} net</Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans comment="Web app hero panel: how long a project takes">Timeline</Trans>
          </dt>
          <dd>{projectDuration}</dd>
        </div>
        <div>
          <dt>
            <Trans comment="Web app hero panel: how the client sees the work advance">Progress</Trans>
          </dt>
          <dd>
            <Trans comment="Web app hero panel, the progress; {sprintWeeks} is a duration (2 weeks)">a demo every {sprintWeeks}</Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans comment="Web app hero panel: who owns the source code">Source code</Trans>
          </dt>
          <dd>
            <Trans comment="Web app hero panel, the source code">yours, with all rights of use</Trans>
          </dd>
        </div>
      </dl>
      {/* A sprint board in miniature: decoration, the facts above say it in words. */}
      <div className={styles.sprints} aria-hidden="true">
        <span data-done />
        <span data-done />
        <span data-current />
        <span />
        <span />
      </div>
    </HeroPanel>
  );
}
