import { AccessibilityPage } from '@/components/pages/accessibility';
import { hindiPageMetadata } from '@/lib/seo/metadata';

export const metadata = hindiPageMetadata('/accessibility');

export default function Page() {
  return <AccessibilityPage locale="hi" />;
}
