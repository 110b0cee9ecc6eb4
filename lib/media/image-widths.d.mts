// Types of image-widths.mjs (plain JavaScript so next.config.mjs can import it) for TypeScript callers.
export declare const imageSizes: number[];
export declare const deviceSizes: number[];
