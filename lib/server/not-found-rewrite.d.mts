export declare const NOT_FOUND_HEADER: string;
export declare const PAGE_PATHS: string;
export declare const notFoundRewrite: {
  source: string;
  has: { type: 'header'; key: string }[];
  destination: string;
};
