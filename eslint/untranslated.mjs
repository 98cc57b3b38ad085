// Every word a visitor reads on an /as or /hi page is translated (docs/decisions/017 and 020): text goes
// through t('...'), whose English the catalogue test checks against lib/i18n/messages. This rule refuses, in
// the files that render those pages, words written straight into JSX: a text child (<p>Apply now</p>), a
// string child ({'Apply now'}), and the attributes the browser shows or reads aloud on a plain element
// (alt, title, aria-label, placeholder). Text without a letter (·, ✓, 2026, ':') is fine.
// English may stay only for the proper nouns below, and only marked lang="en" on an element around them, so
// a screen reader says them in English and the exception is visible where it is used.
// No file is exempt: every file the rule covers in eslint.config.mjs passes it.

/** The names that stay English on every page, marked lang="en" where they appear. */
export const PROPER_NOUNS = ['NextGen', 'NextGen Youth Foundation', 'Gen Z', 'WhatsApp', 'Aadhaar', 'DigiLocker', 'Instagram', 'Facebook', 'LinkedIn', 'YouTube', 'X'];

const HAS_LETTER = /\p{L}/u;
const SHOWN_ATTRIBUTES = new Set(['alt', 'title', 'aria-label', 'placeholder']);

/** The value of a literal attribute `name` on a JSX opening element, or undefined. */
function literalAttribute(opening, name) {
  const attr = opening.attributes.find((a) => a.type === 'JSXAttribute' && a.name.name === name);
  if (!attr || !attr.value) return undefined;
  if (attr.value.type === 'Literal') return attr.value.value;
  if (attr.value.type === 'JSXExpressionContainer' && attr.value.expression.type === 'Literal') return attr.value.expression.value;
  return undefined;
}

/** Is the node inside an element marked lang="en" (or en-IN)? */
function insideEnglish(node) {
  for (let n = node.parent; n; n = n.parent) {
    if (n.type === 'JSXElement') {
      const lang = literalAttribute(n.openingElement, 'lang');
      if (typeof lang === 'string') return /^en(-|$)/i.test(lang);
    }
  }
  return false;
}

const untranslated = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      text: 'Untranslated text "{{text}}" on a page shown in Assamese and Hindi: write {t(\'{{text}}\')} (and add it to lib/i18n/messages), or, for a proper noun listed in eslint/untranslated.mjs, mark it lang="en".',
      attribute: 'Untranslated {{name}}="{{text}}" on a page shown in Assamese and Hindi: write {{name}}={t(\'{{text}}\')}.',
    },
  },
  create(context) {
    const check = (node, text) => {
      const trimmed = text.replace(/\s+/g, ' ').trim();
      if (!HAS_LETTER.test(trimmed)) return;
      if (PROPER_NOUNS.includes(trimmed) && insideEnglish(node)) return;
      context.report({ node, messageId: 'text', data: { text: trimmed.length > 60 ? `${trimmed.slice(0, 57)}...` : trimmed } });
    };
    return {
      JSXText: (node) => check(node, node.value),
      JSXExpressionContainer(node) {
        if (node.parent.type !== 'JSXElement' && node.parent.type !== 'JSXFragment') return; // an attribute's value
        const e = node.expression;
        if (e.type === 'Literal' && typeof e.value === 'string') check(node, e.value);
        if (e.type === 'TemplateLiteral' && e.expressions.length === 0) check(node, e.quasis[0].value.cooked ?? '');
      },
      JSXAttribute(node) {
        const opening = node.parent;
        const tag = opening.name.type === 'JSXIdentifier' ? opening.name.name : '';
        if (!/^[a-z]/.test(tag) || !SHOWN_ATTRIBUTES.has(node.name.name)) return; // components translate their own props
        const value = literalAttribute(opening, node.name.name);
        if (typeof value === 'string' && HAS_LETTER.test(value)) {
          context.report({ node, messageId: 'attribute', data: { name: node.name.name, text: value.length > 60 ? `${value.slice(0, 57)}...` : value } });
        }
      },
    };
  },
};

const plugin = { rules: { untranslated } };
export default plugin;
