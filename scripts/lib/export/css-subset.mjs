// Each page carries, inline, only the part of the site's stylesheet its own HTML can use: the
// rules whose selectors name no class and no element the page lacks, with every rule that names
// neither (custom properties, fonts, keyframes). A base rule for tables, code or form fields
// stays out of a page with none. A Tailwind stylesheet is mostly one rule per utility class, and
// a page uses a third of them, so this cuts the stylesheet each page repeats from 47 KB to about
// 20 KB of HTML a page, while the first paint still needs the HTML alone.
// What the page shows after hydration (a menu opened, a dialog, a toast) may use other classes:
// the whole stylesheet, one cached file, is switched on by the boot script after the first paint
// and before the client code runs (scripts/lib/export/hydrate-after-paint.mjs). It holds the same rules
// in the same order, so nothing already drawn changes when it applies.
//
// A selector's classes and element names are read outside its functional pseudo-classes
// (:not(.a), :is(.a, .b), :where(), :has()): one there does not have to be on the page for the
// rule to match, so such rules are kept whenever the rest of the selector allows. Anything it
// cannot read is kept. Element names count only given the page's HTML (`subsetFor`'s `html`).
import postcss from 'postcss'

/** Class names as a selector writes them, escapes and all: `.md\:flex`, `.\32 xl\:p-4`. */
const CLASS = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\[^0-9a-fA-F\n]|[\w-]|[^\x00-\x7f])+)/g

/** CSS escapes undone: `md\:flex` is the class `md:flex`, `\32 xl` is `2xl`. */
function unescapeCss(name) {
  return name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex, char) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char,
  )
}

/** The selector without the arguments of its functional pseudo-classes. */
function outsideFunctions(selector) {
  let out = ''
  for (let i = 0; i < selector.length; i += 1) {
    const open = /^:(?:not|is|where|has|matches|-webkit-any|-moz-any|nth-[a-z-]+)\(/.exec(
      selector.slice(i),
    )
    if (!open) {
      out += selector[i]
      if (selector[i] === '\\') out += selector[++i] ?? ''
      continue
    }
    let depth = 1
    i += open[0].length
    for (; i < selector.length && depth > 0; i += 1) {
      if (selector[i] === '\\') i += 1
      else if (selector[i] === '(') depth += 1
      else if (selector[i] === ')') depth -= 1
    }
    i -= 1
  }
  return out
}

/**
 * The element names a selector (outside its functions) needs: an identifier that starts a compound,
 * after escapes, strings and attribute selectors are set aside (`\\32 xl` is part of a class,
 * `[type=button]` names no element). Lower-cased, as an HTML page matches them.
 */
function elementNames(selector) {
  const plain = selector
    .replace(/\\[0-9a-fA-F]{1,6} ?|\\[^\n]/g, '_')
    .replace(/"[^"]*"|'[^']*'/g, '""')
    .replace(/\[[^\]]*\]/g, '[]')
  return [...plain.matchAll(/(?:^|[\s>+~])([a-zA-Z][\w-]*)/g)].map(([, name]) => name.toLowerCase())
}

/** For each selector of a rule, the classes and the element names it needs on the page. */
function needs(rule) {
  return rule.selectors.map((selector) => {
    const outside = outsideFunctions(selector)
    return {
      classes: [...outside.matchAll(CLASS)].map(([, name]) => unescapeCss(name)),
      elements: elementNames(outside),
    }
  })
}

/**
 * A stylesheet read once for many pages: each node with its text and, for a rule, what it needs.
 * Returns null when the text cannot be parsed (the pages then carry it whole).
 */
export function prepareStylesheet(css) {
  let root
  try {
    root = postcss.parse(css)
  } catch {
    return null
  }
  const prepare = (node) => {
    if (node.type === 'atrule' && node.name.toLowerCase() === 'property') {
      return { text: node.toString(), needs: null, children: null, defines: node.params.trim() }
    }
    if (
      node.type === 'rule' &&
      node.nodes.length > 0 &&
      node.nodes.every((child) => child.type === 'decl' && child.prop.startsWith('--'))
    ) {
      // Custom properties only (the theme's, the fallbacks of registered ones): each kept or
      // left out by whether the page's styles read it.
      const declarations = node.nodes.map((decl) => ({
        name: decl.prop,
        text: decl.toString(),
        reads: reads(decl.value),
      }))
      return {
        text: node.toString(),
        open: `${node.selector}{`,
        needs: needs(node),
        children: null,
        declarations,
      }
    }
    if (
      node.type === 'rule' &&
      !(node.parent?.type === 'atrule' && /keyframes$/i.test(node.parent.name))
    )
      return { text: node.toString(), needs: needs(node), children: null }
    if (
      node.type === 'atrule' &&
      node.nodes?.some((child) => child.type === 'rule' || child.type === 'atrule')
    ) {
      const open = `@${node.name}${node.raws.afterName ?? ' '}${node.params}${node.raws.between ?? ''}{`
      return { text: open, needs: null, children: node.nodes.map(prepare).filter(Boolean) }
    }
    if (node.type === 'comment') return null
    return {
      text: node.toString() + (node.type === 'decl' ? ';' : ''),
      needs: null,
      children: null,
    }
  }
  return { nodes: root.nodes.map(prepare).filter(Boolean), length: css.length }
}

/** The classes a page's HTML puts on its elements, entities decoded. */
export function pageClasses(html) {
  const classes = new Set()
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const decoded = value
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, '&')
    for (const name of decoded.split(/\s+/)) if (name) classes.add(name)
  }
  return classes
}

/** The names of the elements a page's HTML has, lower-cased. */
export function pageElements(html) {
  const names = new Set()
  for (const [, name] of html.matchAll(/<([a-zA-Z][\w:-]*)/g)) names.add(name.toLowerCase())
  return names
}

/** The custom properties a text reads: the names in its `var(--name)`. */
function reads(text) {
  return [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map(([, name]) => name)
}

/**
 * The part of a prepared stylesheet that the page with these classes can use. Given the page's
 * `html`, it also leaves out the custom properties nothing on the page reads: a theme value, a
 * registered property (`@property`) or its fallback that no rule kept, no other property read and
 * no style attribute of the page names in a `var()` (a Tailwind sheet registers and sets dozens
 * for the utilities a page may not use: about 4 KB of each page's part).
 */
export function subsetFor(prepared, classes, { html } = {}) {
  const elements = html === undefined ? undefined : pageElements(html)
  const matches = (node) =>
    !node.needs ||
    node.needs.some(
      (selector) =>
        selector.classes.every((name) => classes.has(name)) &&
        (!elements || selector.elements.every((name) => elements.has(name))),
    )
  const emit = (node, keep) => {
    if (node.children) {
      const inner = node.children.map((child) => emit(child, keep)).join('')
      return inner ? `${node.text}${inner}}` : ''
    }
    if (!matches(node)) return ''
    if (node.declarations) {
      const kept = node.declarations.filter((decl) => keep(decl.name))
      if (kept.length === node.declarations.length) return node.text
      return kept.length ? `${node.open}${kept.map((decl) => decl.text).join(';')}}` : ''
    }
    if (node.defines) return keep(node.defines) ? node.text : ''
    return node.text
  }
  if (html === undefined) return prepared.nodes.map((node) => emit(node, () => true)).join('')
  // What the rules kept and the page's style attributes read, then what those read in turn.
  const read = new Set()
  for (const [, style] of html.matchAll(/\sstyle="([^"]*)"/g)) {
    for (const name of reads(style)) read.add(name)
  }
  const plain = prepared.nodes.map((node) => emit(node, () => false)).join('')
  for (const name of reads(plain)) read.add(name)
  const declared = []
  const collect = (node) => {
    if (node.children) node.children.forEach(collect)
    else if (node.declarations && matches(node)) declared.push(...node.declarations)
  }
  prepared.nodes.forEach(collect)
  for (let grown = true; grown;) {
    grown = false
    for (const decl of declared) {
      if (!read.has(decl.name)) continue
      for (const name of decl.reads) if (!read.has(name) && read.add(name)) grown = true
    }
  }
  return prepared.nodes.map((node) => emit(node, (name) => read.has(name))).join('')
}
