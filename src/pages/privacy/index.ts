import { privacyContent } from './content';

export { PrivacyPage as default } from './PrivacyPage';

export const meta = privacyContent.meta;
