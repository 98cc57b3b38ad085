// Types for ./server-packages.mjs (plain JavaScript so that the lint can read it).
export declare const SERVER_EXTERNAL_PACKAGES: string[];
export declare const SERVER_PACKAGES: string[];
export declare const SERVER_SCOPES: string[];
