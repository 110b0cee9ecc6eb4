import { AccessibilityPage } from '@/components/pages/accessibility';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/accessibility');

export default function Page() {
  return <AccessibilityPage locale="en" />;
}
