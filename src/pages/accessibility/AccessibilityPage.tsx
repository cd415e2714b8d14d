import { LegalPage } from '../../components/LegalPage/LegalPage';
import { accessibilityContent } from './content';

export function AccessibilityPage() {
  return <LegalPage content={accessibilityContent} />;
}
