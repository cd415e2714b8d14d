import { island } from '../../../islands/island';

/** The ROI calculator as an island: prerendered with the spec's defaults; it hydrates near the viewport (and then reopens a shared link's calculation). */
export const RoiCalculatorIsland = island(() => import('./RoiCalculator').then((module) => module.RoiCalculator));
