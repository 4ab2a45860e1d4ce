// The products' finder in the CMS (written by the build from scripts/lib/cms/product-finder.client.js;
// scripts/lib/cms/product-finder.mjs says why). A link to the products' list opens it over the
// CMS instead of Decap's list, which reads and draws every product; the finder reads the index
// beside this script once, finds as the author types, and a chosen product opens in Decap's
// editor. It runs before Decap's bundle, so its click handler sees a click before Decap's.
;(() => {
  const script = document.currentScript
  const INDEX = new URL('products.json', script.src).href
  const LIST = '#/collections/products'
  /** Products shown at once; "Show more" adds as many again. */
  const STEP = 50
  const SOURCES = {
    build: 'Listed as of the site’s last build: a product saved since then shows here after the next one.',
    local: 'Listed from the content folder on this machine, as it is now.',
  }
  let index
  let dialog
  let trigger

  const load = () => {
    index ??= fetch(INDEX, { cache: 'no-cache' }).then((response) => {
      if (!response.ok) throw new Error(`${response.status}`)
      return response.json()
    })
    return index
  }

  /** Lower case, accents and punctuation dropped: what a typed search is compared with. */
  const fold = (text) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()

  const element = (name, attributes = {}, ...children) => {
    const node = document.createElement(name)
    for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value)
    node.append(...children)
    return node
  }

  const style = `
#product-finder { width: min(48rem, calc(100vw - 2rem)); max-height: calc(100vh - 4rem); padding: 0; border: 0; border-radius: 8px; box-shadow: 0 12px 40px rgb(0 0 0 / 25%); font: 15px/1.5 system-ui, sans-serif; color: #1d2433; }
#product-finder::backdrop { background: rgb(16 24 40 / 45%); }
#product-finder > div { display: flex; flex-direction: column; gap: 0.75rem; padding: 1.25rem 1.5rem; max-height: calc(100vh - 4rem); box-sizing: border-box; }
#product-finder h2 { margin: 0; font-size: 1.35rem; }
#product-finder p { margin: 0; color: #475467; }
#product-finder .controls { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: end; }
#product-finder label { display: flex; flex-direction: column; gap: 0.25rem; font-weight: 600; }
#product-finder .controls label:first-child { flex: 1 1 16rem; }
#product-finder input, #product-finder select { font: inherit; padding: 0.45rem 0.6rem; border: 1px solid #98a2b3; border-radius: 6px; min-height: 2.5rem; box-sizing: border-box; }
#product-finder ul { list-style: none; margin: 0; padding: 0; overflow-y: auto; border-top: 1px solid #e4e7ec; min-height: 6rem; }
#product-finder li { border-bottom: 1px solid #e4e7ec; }
#product-finder li a { display: flex; justify-content: space-between; gap: 1rem; padding: 0.55rem 0.25rem; color: #1d2433; text-decoration: none; }
#product-finder li a:hover { background: #f2f4f7; }
#product-finder li a span { color: #475467; white-space: nowrap; }
#product-finder a:focus-visible, #product-finder button:focus-visible, #product-finder input:focus-visible, #product-finder select:focus-visible { outline: 3px solid #1570ef; outline-offset: 2px; }
#product-finder .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; }
#product-finder .actions a, #product-finder button { font: inherit; font-weight: 600; padding: 0.45rem 0.9rem; border-radius: 6px; border: 1px solid #1d2433; background: #fff; color: #1d2433; text-decoration: none; cursor: pointer; min-height: 2.5rem; box-sizing: border-box; }
#product-finder .actions a.primary { background: #1d2433; color: #fff; }
#product-finder .close { margin-left: auto; }
`

  /** The dialog, made once: its controls, and the list redrawn from the index on every change. */
  function build(data) {
    const products = data.products.map(([id, title, category, entry]) => ({
      id,
      title,
      category,
      entry,
      folded: fold(title),
      words: ` ${fold(`${id} ${title}`)} `,
    }))
    const categories = [...new Set(products.map((product) => product.category).filter(Boolean))]
    const search = element('input', { type: 'search', autocomplete: 'off', spellcheck: 'false' })
    const category = element(
      'select',
      {},
      element('option', { value: '' }, 'All categories'),
      ...categories.map((name) => element('option', { value: name }, name)),
    )
    const status = element('p', { role: 'status', 'aria-live': 'polite' })
    const list = element('ul', { 'aria-label': 'Products found' })
    const more = element('button', { type: 'button' }, `Show ${STEP} more`)
    const close = element('button', { type: 'button', class: 'close' }, 'Close')
    let shown = STEP

    const matching = () => {
      const typed = fold(search.value)
      const words = typed.split(' ').filter(Boolean)
      const id = /^\d+$/.test(search.value.trim()) ? Number(search.value.trim()) : undefined
      const found = products.filter(
        (product) =>
          (!category.value || product.category === category.value) &&
          words.every((word) => product.words.includes(` ${word}`)),
      )
      if (!words.length) return found
      // The id typed whole first, then the title typed whole, then titles that start so; then by id.
      const rank = (product) =>
        product.id === id ? 0 : product.folded === typed ? 1 : product.folded.startsWith(typed) ? 2 : 3
      return found
        .map((product) => [rank(product), product])
        .sort((a, b) => a[0] - b[0] || a[1].id - b[1].id)
        .map(([, product]) => product)
    }

    const draw = () => {
      const found = matching()
      list.replaceChildren(
        ...found.slice(0, shown).map((product) =>
          element(
            'li',
            {},
            element(
              'a',
              { href: `${LIST}/entries/${encodeURIComponent(product.entry)}` },
              product.title,
              element('span', {}, `#${product.id}${product.category ? ` · ${product.category}` : ''}`),
            ),
          ),
        ),
      )
      const count = found.length.toLocaleString('en-US')
      const typed = search.value.trim()
      status.textContent = found.length
        ? `Showing ${Math.min(shown, found.length).toLocaleString('en-US')} of ${count} ${
            typed || category.value ? 'matching products' : 'products'
          }.`
        : typed
          ? `No product matches “${typed}”.`
          : 'No products in this category.'
      more.hidden = found.length <= shown
    }
    const redraw = () => {
      shown = STEP
      draw()
    }
    search.addEventListener('input', redraw)
    category.addEventListener('change', redraw)
    more.addEventListener('click', () => {
      shown += STEP
      draw()
    })
    close.addEventListener('click', () => dialog.close())
    // A product chosen: Decap's editor opens behind, the finder closes.
    list.addEventListener('click', (event) => {
      if (event.target.closest('a')) dialog.close()
    })

    dialog.firstChild.replaceChildren(
      element('h2', { id: 'product-finder-title' }, 'Products'),
      element(
        'p',
        {},
        `${products.length.toLocaleString('en-US')} products. Type part of a title or an id, then choose one to edit it. ${SOURCES[data.source] ?? ''}`,
      ),
      element(
        'div',
        { class: 'controls' },
        element('label', {}, 'Find a product', search),
        element('label', {}, 'Category', category),
      ),
      status,
      list,
      element(
        'div',
        { class: 'actions' },
        more,
        element('a', { href: `${LIST}/new`, class: 'primary' }, 'New product'),
        element('a', { href: LIST, 'data-finder-pass': '' }, 'Decap’s full list (slow with many products)'),
        close,
      ),
    )
    draw()
    return search
  }

  async function open(from) {
    trigger = from
    if (!dialog) {
      document.head.append(element('style', {}, style))
      dialog = element(
        'dialog',
        { id: 'product-finder', 'aria-labelledby': 'product-finder-title' },
        element('div', {}, element('p', { role: 'status' }, 'Loading the products…')),
      )
      dialog.addEventListener('close', () => trigger?.focus?.())
      // A link in the finder (a product, New product, the full list) closes it as it goes.
      dialog.addEventListener('click', (event) => {
        if (event.target.closest('.actions a')) dialog.close()
      })
      document.body.append(dialog)
    }
    if (!dialog.open) dialog.showModal()
    if (dialog.dataset.ready) return dialog.querySelector('input')?.focus()
    try {
      const search = build(await load())
      dialog.dataset.ready = 'yes'
      search.focus()
    } catch (error) {
      index = undefined
      dialog.firstChild.replaceChildren(
        element('h2', { id: 'product-finder-title' }, 'Products'),
        element('p', { role: 'alert' }, `The list of products could not be loaded (${error.message}).`),
        element(
          'div',
          { class: 'actions' },
          element('a', { href: LIST, 'data-finder-pass': '' }, 'Open Decap’s full list'),
        ),
      )
    }
  }

  // Before Decap's own handlers (capture, on the document): a link to the products' list, but not
  // the finder's own link to Decap's list.
  document.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return
      const link = event.target.closest?.('a[href]')
      if (!link || link.hasAttribute('data-finder-pass')) return
      if (!/#\/collections\/products\/?$/.test(link.getAttribute('href') ?? '')) return
      event.preventDefault()
      event.stopPropagation()
      open(link)
    },
    true,
  )
})()
