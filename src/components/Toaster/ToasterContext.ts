import { createActorContext } from '@xstate/react';
import { toasterMachine } from '../../machines/toaster';

/**
 * The site's one toaster (SiteToaster provides it). Toasts are raised with the
 * window event TOAST_EVENT (toastEvent.ts), which also loads the toaster's code.
 */
export const ToasterContext = createActorContext(toasterMachine);
