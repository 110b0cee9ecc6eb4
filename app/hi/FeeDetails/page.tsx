import { FeeDetailsPage } from '@/components/pages/fee-details';
import { hindiPageMetadata } from '@/lib/seo/metadata';

export const metadata = hindiPageMetadata('/FeeDetails');

export default function Page() {
  return <FeeDetailsPage locale="hi" />;
}
