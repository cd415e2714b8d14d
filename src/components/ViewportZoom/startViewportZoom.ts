import { createActor } from 'xstate';
import { getInspect } from '../../devtools/inspector';
import { viewportZoomMachine } from '../../machines/viewportZoom';
import { createZoomLock, zoomLockSource } from './viewportZoom.dom';

/**
 * Locks the zoom for 500 ms whenever a text field gets focus (spec section 4).
 * Not a component: it renders nothing, so it starts once the page is
 * interactive, from its own chunk, and listens on the document for good.
 */
export function startViewportZoom(): void {
  const zoomLock = createZoomLock();
  const zoom = createActor(
    viewportZoomMachine.provide({ actions: { disableZoom: zoomLock.disableZoom, restoreZoom: zoomLock.restoreZoom } }),
    { inspect: getInspect() },
  ).start();
  document.addEventListener('focusin', (event) => {
    const src = zoomLockSource(event.target);
    if (src) zoom.send({ type: 'ZOOM.INPUT_FOCUSED', src });
  });
}
