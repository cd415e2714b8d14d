import { belowFoldText } from '../../i18n/belowFoldText';
import { island } from '../../islands/island';

/** Why write to me, under the form: prerendered, hydrated (with its text) at the page's first scroll. */
export const ContactBelowFoldIsland = island(() => import('./belowFold/WhyContactMe').then((module) => module.WhyContactMe), {
  text: belowFoldText('contact'),
});
