import { LegalPage } from '../../components/LegalPage/LegalPage';
import { accessibilityContent } from './content';
import { AccessibilityBodyIsland } from './AccessibilityBodyIsland';

export function AccessibilityPage() {
  return (
    <LegalPage content={accessibilityContent}>
      {/* Static text: hydrated only when touched (a click, a focus); links in it work before. */}
      <AccessibilityBodyIsland hydrate="interaction" />
    </LegalPage>
  );
}
