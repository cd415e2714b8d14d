import { fromCallback } from 'xstate';
import { type RoiInputs, roiInputsFromQuery, roiInputsToQuery, roiNumberFields, roiQueryKeys } from '../../../business/roi';
import type { RoiAddressEvent, RoiCalculatorEvent } from '../../../machines/roiCalculator';

/**
 * The ROI calculator's inputs in the address bar (issue 14, beyond the spec): a
 * result on screen is mirrored into the query, so the address can be shared
 * and reopens the same calculation. history.replaceState only: no new history
 * entry, no navigation, the path and the page's canonical link stay the
 * page's own; other query parameters are left alone.
 */

/** The calculator's anchor: a shared link opens the page there. */
export const ROI_ANCHOR = 'roi-calculator';

/** The inputs of a shared link in the address bar, when it holds a complete and plausible set. */
function sharedRoiInputs(): RoiInputs | null {
  return roiInputsFromQuery(window.location.search);
}

/**
 * Writes `inputs` into the query, with the calculator's anchor, or takes them
 * out (null, or inputs a link could not carry). Does nothing when the address
 * would not change, so it can follow every change of the calculator.
 */
function mirrorRoiInputs(inputs: RoiInputs | null): void {
  const url = new URL(window.location.href);
  for (const key of Object.values(roiQueryKeys)) url.searchParams.delete(key);
  const query = inputs ? roiInputsToQuery(inputs) : '';
  if (query && roiInputsFromQuery(query)) {
    for (const [key, value] of new URLSearchParams(query)) url.searchParams.set(key, value);
    url.hash = ROI_ANCHOR;
  }
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * The calculator's `addressBar` actor (src/machines/roiCalculator.ts): when the calculator runs
 * (after hydration, which renders the defaults as prerendered), a shared link's inputs are
 * entered and calculated (the service first, as choosing it resets the assumptions, which the
 * link then sets); from then on the address shows what the machine says is on screen.
 */
export const roiAddressBar = fromCallback<RoiAddressEvent, void, RoiCalculatorEvent>(({ sendBack, receive }) => {
  const shared = sharedRoiInputs();
  if (shared) {
    sendBack({ type: 'ROI.SELECT_SERVICE', serviceType: shared.serviceType });
    sendBack({ type: 'ROI.SELECT_PACKAGE', packageTier: shared.packageTier });
    for (const field of roiNumberFields) sendBack({ type: 'ROI.CHANGE', field, value: shared[field] });
    sendBack({ type: 'ROI.CALCULATE' });
  }
  receive((event) => mirrorRoiInputs(event.inputs));
});
