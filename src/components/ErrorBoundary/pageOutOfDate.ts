/**
 * Thrown by the page recovery (components/PageRecovery) when a reload has not brought the page its
 * code (src/machines/pageRecovery.ts, `stale`): the error screen then says the page was updated,
 * with its reload button, instead of reloading in a loop. What the visitor typed is kept already.
 */
export class PageOutOfDate extends Error {
  constructor() {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- technical detail for the error report, not page text
    super('The site was updated and this page cannot load its code');
    this.name = 'PageOutOfDate';
  }
}
