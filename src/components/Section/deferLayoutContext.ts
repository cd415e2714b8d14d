import { createContext } from 'react';

/** Whether the sections below may wait for their layout while the page loads (DeferredLayoutSections). */
export const DeferLayoutContext = createContext(false);
