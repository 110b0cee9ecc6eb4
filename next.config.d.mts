// Types of next.config.mjs for TypeScript callers (lib/media/save-data.test.ts reads its image widths).
import type { NextConfig } from 'next';

/** The configuration outside a production build (at a build it adds the content fingerprint). */
export declare const nextConfig: NextConfig;
export default function config(phase: string): NextConfig;
