/** Moved to src/lib (the contact form uses it too); kept here so the services page's imports stay as they are. */
export { useFocusAfterRender } from '../../../lib/useFocusAfterRender';
