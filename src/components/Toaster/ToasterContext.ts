import { createActorContext } from '@xstate/react';
import { useCallback } from 'react';
import type { ToastContent } from '../../machines/toast';
import { toasterMachine } from '../../machines/toaster';

/** One toaster for the whole site; any component can show a toast through `useToast`. */
export const ToasterContext = createActorContext(toasterMachine);

/** Shows a notification. Title and description are Lingui descriptors, translated when shown. */
export function useToast(): (content: ToastContent) => void {
  const toaster = ToasterContext.useActorRef();
  return useCallback((content: ToastContent) => toaster.send({ type: 'TOASTER.ADD', ...content }), [toaster]);
}
