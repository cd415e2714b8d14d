import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { type PackageTabId, packageTabIds, packageTabKeys, packageTabsMachine } from '../../src/machines/packageTabs';
import { describeModelSuite } from '../support/describeModelSuite';
import { createModelBasedSuite } from '../support/modelTest';
import { type PackageTabsModelEvent, packageTabsModelClicks, packageTabsModelKeys, packageTabsTestModel } from './packageTabs.model';

const expectTab = (tab: PackageTabId) => (snapshot: SnapshotFrom<typeof packageTabsMachine>) => {
  expect(snapshot.value).toBe(tab);
};

const suite = createModelBasedSuite({
  testModel: packageTabsTestModel,
  createReal: () => packageTabsMachine,
  execute: (event: PackageTabsModelEvent, { actor }) => {
    const key = packageTabsModelKeys[event.type];
    // the keys go through the view's own key table, so a wrong mapping fails here too
    const keyEvent = key ? packageTabKeys[key] : undefined;
    if (keyEvent && keyEvent !== 'TABS.SELECT') return actor.send({ type: keyEvent });
    return actor.send({ type: 'TABS.SELECT', tab: packageTabsModelClicks[event.type]! });
  },
  states: Object.fromEntries(packageTabIds.map((tab) => [tab, expectTab(tab)])),
});

describeModelSuite('package tabs machine, driven by its test model', suite);
