import { imprintContent } from './content';

export { ImprintPage as default } from './ImprintPage';

export const meta = imprintContent.meta;
