import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type KeyboardEvent, memo } from 'react';
import buttons from '../../../components/Button/button.module.css';
import disclosure from '../../../components/Disclosure/disclosure.module.css';
import { Icon } from '../../../components/Icon/Icon';
import { PageLink } from '../../../components/PageLink/PageLink';
import { type PackageLine, packageOffers } from '../../../business/offers';
import { useMachineActor } from '../../../lib/useMachineActor';
import { type PackageTabId, packageTabIds, packageTabKeys, packageTabsMachine } from '../../../machines/packageTabs';
import { packages } from './content/packages';
import type { Package } from '../content/types';
import { packageNameText, packagePriceText, packageTermText } from '../../../i18n/offerText';
import { PackageLineName } from './PackageLineName';
import styles from './PackageTabs.module.css';

const tabId = (line: PackageTabId) => `package-tab-${line}`;
const panelId = (line: PackageTabId) => `package-panel-${line}`;

/**
 * The service comparison's packages as WAI-ARIA tabs (the packageTabs
 * machine): SEO, SEA and Website, three packages each. Every panel is in the
 * prerendered HTML, so search engines and visitors without JavaScript read all
 * nine packages. Each package's features wait behind a disclosure on a phone
 * and are always shown where the three cards sit side by side.
 */
export function PackageTabs() {
  const { t } = useLingui();
  const tabs = useMachineActor(packageTabsMachine);
  const selected = useSelector(tabs, (snapshot) => snapshot.value as PackageTabId);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const type = packageTabKeys[event.key];
    if (!type || type === 'TABS.SELECT') return;
    event.preventDefault();
    tabs.send({ type });
    // Automatic activation: focus follows the selection.
    document.getElementById(tabId(tabs.getSnapshot().value as PackageTabId))?.focus();
  };

  return (
    <div className={styles.tabs} data-part="package-tabs" data-state={selected}>
      {/* The arrow keys reach the tablist from its focused tab (roving tabindex). */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div role="tablist" aria-label={t`Package lines`} className={styles.tabList} onKeyDown={onKeyDown}>
        {packageTabIds.map((line) => (
          <button
            key={line}
            type="button"
            role="tab"
            id={tabId(line)}
            aria-selected={line === selected}
            aria-controls={panelId(line)}
            tabIndex={line === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => tabs.send({ type: 'TABS.SELECT', tab: line })}
          >
            <PackageLineName line={line} />
          </button>
        ))}
      </div>
      <div className={styles.panels}>
        {packageTabIds.map((line) => (
          <div
            key={line}
            role="tabpanel"
            id={panelId(line)}
            aria-labelledby={tabId(line)}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- WAI-ARIA tabs: the panel is a tab stop
            tabIndex={0}
            hidden={line !== selected}
            className={styles.panel}
          >
            <PanelContent line={line} />
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * A panel's packages. Memoised: a tab change only shows and hides panels, so React leaves the
 * nine packages' hundred-odd features alone (issue 36: re-rendering them was 50 ms of a tap at 4x CPU).
 */
const PanelContent = memo(function PanelContent({ line }: { line: PackageTabId }) {
  return (
    <>
      <h3 className={styles.panelTitle}>
        <PackageLineName line={line} long />
      </h3>
      <ul className={styles.packages}>
        {packages
          .filter((pack) => pack.line === line)
          .map((pack) => (
            <PackageCard key={pack.tier} pack={pack} line={line} />
          ))}
      </ul>
    </>
  );
});

function PackageCard({ pack, line }: { pack: Package; line: PackageLine }) {
  const { t, i18n } = useLingui();
  const offer = packageOffers[line][pack.tier];
  const name = i18n._(pack.name);
  return (
    <li className={styles.package} data-popular={offer.popular || undefined} data-tier={pack.tier}>
      {offer.popular ? <p className={styles.popular}>{t({ message: 'Most popular', comment: 'Badge on the most chosen package' })}</p> : null}
      <h4 className={styles.packageName}>{packageNameText(i18n, name)}</h4>
      <p className={styles.packagePrice}>{packagePriceText(i18n, offer)}</p>
      <p className={styles.packageTerm}>{packageTermText(i18n, offer)}</p>
      {/* Summary first on a phone (issue 36): name, price and term; whom a package suits and what it includes open in one tap. Where three cards sit side by side they are always shown, for comparing line by line. */}
      <details className={styles.included} data-part="package-features">
        <summary className={`${disclosure.summary} ${styles.includedSummary}`}>
          {t({ message: 'What it includes', comment: 'Opens whom a package suits and its feature list' })}
        </summary>
        <p className={styles.packageSummary}>{i18n._(pack.summary)}</p>
      {pack.features.map((group) => (
        <div key={group.category.id} className={styles.featureGroup}>
          <p className={styles.category}>{i18n._(group.category)}</p>
          <ul className={styles.features}>
            {group.items.map((item) => (
              <li key={item.name.id} data-included={item.included} data-highlight={item.highlight || undefined}>
                <Icon name={item.included ? 'check' : 'cross'} className={styles.featureIcon} />
                <span>
                  {i18n._(item.name)}
                  {item.included ? null : <span className="visually-hidden"> {t({ message: '(not included)', comment: 'After a package feature that the package does not include' })}</span>}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      </details>
      <PageLink page="contact" className={offer.popular ? buttons.primary : buttons.secondary}>
        {t({ message: `Ask about ${name}`, comment: 'Button below a package, leading to the contact page; the name is the package name (Starter, Premium, Performance)' })}
      </PageLink>
    </li>
  );
}
