import { FeeDetailsPage } from '@/components/pages/fee-details';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/FeeDetails');

export default function Page() {
  return <FeeDetailsPage locale="en" />;
}
