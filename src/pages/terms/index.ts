import { termsContent } from './content';

export { TermsPage as default } from './TermsPage';

export const meta = termsContent.meta;
