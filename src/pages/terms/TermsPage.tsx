import { LegalPage } from '../../components/LegalPage/LegalPage';
import { termsContent } from './content';

export function TermsPage() {
  return <LegalPage content={termsContent} />;
}
