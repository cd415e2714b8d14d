import { island } from '../../../islands/island';

/** The service advisor as an island: the first question is prerendered; the advisor hydrates near the viewport. */
export const ServiceAdvisorIsland = island(() => import('./ServiceAdvisor').then((module) => module.ServiceAdvisor));
