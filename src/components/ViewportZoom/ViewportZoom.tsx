import { useEffect } from 'react';
import { useMachineActor } from '../../devtools/useMachineActor';
import { viewportZoomMachine } from '../../machines/viewportZoom';
import { createZoomLock, zoomLockSource } from './viewportZoom.dom';

const zoomLock = createZoomLock();
const browserViewportZoom = viewportZoomMachine.provide({
  actions: { disableZoom: zoomLock.disableZoom, restoreZoom: zoomLock.restoreZoom },
});

/** Mounted once in the shell: locks the zoom for 500 ms whenever a text field gets focus. */
export function ViewportZoom() {
  const zoom = useMachineActor(browserViewportZoom);
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const src = zoomLockSource(event.target);
      if (src) zoom.send({ type: 'ZOOM.INPUT_FOCUSED', src });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [zoom]);
  return null;
}
