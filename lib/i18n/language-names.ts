// The language switcher's font family (app/language-names.css, cut by scripts/subset-language-names.ts): the
// glyphs of the languages' own names, so every page can draw অসমীয়া and हिन्दी without a system font.
export const LANGUAGE_NAMES_FAMILY = 'Language Names';
/** The class that gives an element that family (after Inter, which draws "English"). */
export const LANGUAGE_NAME_CLASS = 'language-name';
