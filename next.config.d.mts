// Types of next.config.mjs for TypeScript callers (lib/media/save-data.test.ts reads its image widths).
import type { NextConfig } from 'next';

declare const nextConfig: NextConfig;
export default nextConfig;
