import { accessibilityContent } from './content';

export { AccessibilityPage as default } from './AccessibilityPage';

export const meta = accessibilityContent.meta;
