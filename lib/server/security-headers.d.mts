// Types of security-headers.mjs (plain JavaScript so next.config.mjs can import it) for TypeScript callers.
export declare function securityHeaders(env: { contentApiUrl?: string; siteUrl?: string }): { key: string; value: string }[];
