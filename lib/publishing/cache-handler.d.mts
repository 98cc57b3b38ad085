// Types for ./cache-handler.mjs (plain JavaScript: it extends a class of Next's that has no published types).
export declare function installPageCache(): void;
