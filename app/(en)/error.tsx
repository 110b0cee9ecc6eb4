'use client';

import { ErrorScreen, type ErrorBoundaryProps } from '@/components/layout/error-screen';
import { errorWords } from '@/content/pages/error';

export default function ErrorPage(props: ErrorBoundaryProps) {
  return <ErrorScreen {...props} words={errorWords} />;
}
