'use client';

import { ErrorScreen, type ErrorBoundaryProps } from '@/components/layout/error-screen';
import { HI_ERROR_WORDS } from '@/content/hi/error';

export default function HindiErrorPage(props: ErrorBoundaryProps) {
  return <ErrorScreen {...props} words={HI_ERROR_WORDS} />;
}
