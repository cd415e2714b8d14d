import { LegalPage } from '../../components/LegalPage/LegalPage';
import { privacyContent } from './content';

export function PrivacyPage() {
  return <LegalPage content={privacyContent} />;
}
