// Types for ./after-paint-rewrite.mjs (plain JavaScript so that the server's page cache can load it).
export declare const hasScriptLoader: (html: string) => boolean;
export declare function loaderSources(html: string): string[];
export declare function scriptLoader(sources: string[]): string;
export declare function loadScriptsAfterPaintIn(page: string): { html: string; sources: string[] } | null;
