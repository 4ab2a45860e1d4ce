import type { SnifferHandChecked } from './sniffer-findings'

/**
 * What HTML_CodeSniffer and IBM Equal Access ask a person to review, checked, with the reason each
 * is fine (sniffers.ts; the sweep fails on anything they find that this list does not clear).
 * An entry names its tool, the rule exactly (HTML_CodeSniffer's code, IBM's `rule:reason`), part
 * of the message, and a selector the element matches ('html' for a prompt about the whole page).
 * HTML_CodeSniffer's errors and IBM's violations are never cleared here: they are fixed. A text
 * whose contrast a tool could not work out is measured on the painted page instead (contrast.ts).
 */

/** A prompt HTML_CodeSniffer gives every page, whatever it holds: its "check that..." list. */
const everyPage = (rule: string, reason: RegExp, why: string): SnifferHandChecked => ({
  tool: 'htmlcs',
  rule: `WCAG2AA.${rule}`,
  reason,
  node: 'html',
  why,
})

export const SNIFFER_HAND_CHECKED: SnifferHandChecked[] = [
  // HTML_CodeSniffer's notices about the whole page: one of each on every page, whatever it holds.
  everyPage(
    'Principle1.Guideline1_3.1_3_2.G57',
    /ordered in a meaningful sequence/,
    'The markup is in reading order: the layouts reorder nothing but a picture beside its text ' +
      '(lg:order-last) and a figure drawn above its label (flex-col-reverse: the label comes first ' +
      'in the markup and is read first).',
  ),
  everyPage(
    'Principle1.Guideline1_3.1_3_3.G96',
    /do not rely on sensory characteristics/,
    'Instructions name a control by its words (Add to cart, Apply coupon, Subscribe); the words ' +
      'IBM flags as possibly sensory are reviewed one by one in its entries below.',
  ),
  everyPage(
    'Principle1.Guideline1_3.1_3_4.',
    /single display orientation/,
    'No page locks its orientation (no orientation lock or orientation media query in the code); ' +
      'the sweep reads each page at 320 and 360 px wide and at 1280 and 1440 px.',
  ),
  everyPage(
    'Principle1.Guideline1_4.1_4_1.G14,G182',
    /conveyed using colour alone/,
    "axe's link-in-text-block checks that links in running text differ by more than colour; " +
      'form errors are words beside their field, an old price is struck through and read as ' +
      '"was", and the current page in the menus is underlined as well as coloured (it was colour ' +
      'only until this review).',
  ),
  everyPage(
    'Principle1.Guideline1_4.1_4_10.C32,C31,C33,C38,SCR34,G206',
    /presented without loss of information/,
    'The sweep fails a page that scrolls sideways at 320 px (and at 360, 1280 and 1440 px).',
  ),
  everyPage(
    'Principle1.Guideline1_4.1_4_11.G195,G207,G18,G145,G174,F78',
    /contrast ratio of at least 3:1 against adjacent color/,
    "Reviewed by hand, not measured by the suite: the fields' and quantity steppers' borders and " +
      "the sliders' dots are slate-500 on white (4.8:1; they were slate-400, 2.6:1, until this " +
      "review), checkboxes are the browser's own in navy, icons are ink or navy on white or white " +
      'on navy, and focus rings are the accent colour (axe checks the texts).',
  ),
  everyPage(
    'Principle1.Guideline1_4.1_4_12.C36,C35',
    /Line height \(line spacing\)/,
    "Checked once by hand with WCAG's values (line height 1.5, paragraphs 2 em apart, letters " +
      '0.12 em, words 0.16 em) on every swept page at 360 and 1280 px: no text is clipped and no ' +
      "page scrolls sideways, since the shop header's brand name may shorten (it pushed the menu " +
      'button 5 px out of a 360 px page). Not measured by the suite.',
  ),
  everyPage(
    'Principle1.Guideline1_4.1_4_13.F95',
    /pointer hover or keyboard focus triggers additional content/,
    'Nothing appears on hover or focus but the skip link (on focus, where it stays until focus ' +
      'moves) and the focus rings: no tooltip, no hover menu.',
  ),
  everyPage(
    'Principle1.Guideline1_4.1_4_4.G142',
    /resized without assistive technology up to 200 percent/,
    'Sizes are in rem and the layout reflows: 200 % text on a 1280 px window is the 640 px ' +
      "layout, and the sweep fails any page that scrolls sideways at 320 px (400 % zoom's width).",
  ),
  everyPage(
    'Principle1.Guideline1_4.1_4_5.G140,C22,C30.AALevel',
    /images of text/,
    'Text is text: the pictures that hold words are illustrations of screens (a quote ' +
      "comparison, a book's cover), named by their alt text where they say something.",
  ),
  everyPage(
    'Principle2.Guideline2_1.2_1_4.',
    /keyboard shortcut is implemented/,
    "The site's only shortcut, the search's Ctrl+K / Cmd+K, needs a modifier key: no shortcut is " +
      'a single character.',
  ),
  everyPage(
    'Principle2.Guideline2_2.2_2_2.SCR33,SCR22,G187,G152,G186,G191',
    /moves, scrolls or blinks for more than 5 seconds/,
    'The sliders that play by themselves have a pause button and stop on hover and focus, and do ' +
      'not play for a visitor who asks for reduced motion (this sweep checks that).',
  ),
  everyPage(
    'Principle2.Guideline2_3.2_3_1.G19,G176',
    /flashes more than three times/,
    'Nothing flashes: the only motion is fades and slides of a slider, and the counters counting up.',
  ),
  everyPage(
    'Principle2.Guideline2_4.2_4_1.G1,G123,G124,H69',
    /common navigation elements can be bypassed/,
    'A skip link is the first Tab stop and moves focus to the main landmark (this sweep checks it), ' +
      'and every page has header, nav, main and footer landmarks.',
  ),
  everyPage(
    'Principle2.Guideline2_4.2_4_3.H4.2',
    /If tabindex is used/,
    'No positive tabindex anywhere: tabindex 0 on a scrolling code block and the active tab, -1 on ' +
      "the main (the skip link's target) and on duplicates of a link beside it.",
  ),
  everyPage(
    'Principle2.Guideline2_4.2_4_5.G125,G64,G63,G161,G126,G185',
    /more than one way of locating this Web page/,
    'Every page is in the header or footer navigation or in a list that is (the blog, the shop, ' +
      'the projects), and the site search finds every page.',
  ),
  everyPage(
    'Principle2.Guideline2_4.2_4_6.G130,G131',
    /headings and labels describe topic or purpose/,
    'Reviewed by hand; the sweep checks one h1 per page that is the title the page is served ' +
      'with, and axe checks that headings are not empty and that every control has a name.',
  ),
  everyPage(
    'Principle2.Guideline2_4.2_4_7.G149,G165,G195,C15,SCR31',
    /keyboard focus indicator can be visually located/,
    'Every control shows a focus ring (focus-visible outline in the accent colour); the keyboard ' +
      'spec (tests/e2e/keyboard.spec.ts) walks the controls.',
  ),
  everyPage(
    'Principle2.Guideline2_5.2_5_1.',
    /multipoint or path-based gestures/,
    'The sliders can be swiped, and every one has previous / next buttons or dots; nothing needs ' +
      'two fingers or a path.',
  ),
  everyPage(
    'Principle2.Guideline2_5.2_5_2.',
    /single pointer/,
    'Controls act on click (the up event), as native buttons and links do: nothing acts on ' +
      'pointerdown.',
  ),
  everyPage(
    'Principle2.Guideline2_5.2_5_3.F96',
    /name contains the text that is presented visually/,
    "axe's label-content-name-mismatch checks it, with the cases in hand-checked.ts.",
  ),
  everyPage(
    'Principle2.Guideline2_5.2_5_4.',
    /device motion or user motion/,
    'Nothing on the site listens to device motion or orientation (no devicemotion handler).',
  ),
  everyPage(
    'Principle3.Guideline3_1.3_1_2.H58',
    /change in language is marked/,
    'The site is in English only (html lang="en"); it quotes no passage in another language.',
  ),
  everyPage(
    'Principle3.Guideline3_2.3_2_3.G61',
    /repeated on multiple Web pages occur in the same relative order/,
    'The header, the phone menu and the footer are one component each, the same on every page.',
  ),
  everyPage(
    'Principle3.Guideline3_2.3_2_4.G197',
    /identified consistently/,
    'Each control is one component wherever it appears (the search button, Add to cart, the ' +
      'wishlist heart, the newsletter form), with the same name.',
  ),
  everyPage(
    'Principle4.Guideline4_1.4_1_3.',
    /status messages can be programmatically determined/,
    'Toasts are in a live region (sonner, role status), and the forms announce their results ' +
      'through role status or alert.',
  ),

  {
    tool: 'htmlcs',
    rule: 'WCAG2AA.Principle2.Guideline2_4.2_4_2.H25.2',
    reason: /title element describes the document/,
    node: 'title',
    why:
      "Every page's title is its own h1 (or list name and page number) and the site's name; the " +
      'sweep checks the title is not empty and hydration keeps it, and the export checks read them.',
  },

  // HTML_CodeSniffer's notices about every element of a kind: a link, a control, a form, a picture.
  {
    tool: 'htmlcs',
    rule: 'WCAG2AA.Principle2.Guideline2_4.2_4_4.H77,H78,H79,H80,H81',
    reason: /link text combined with programmatically determined link context/,
    node: 'a[href]',
    why:
      "Given for every link. axe's link-name checks each has a name; the links whose words are " +
      "the same for many targets (Read More, Learn More, Share on X) carry the target's name in a " +
      'screen-reader-only part, and icon links say where they go and that they open a new tab.',
  },
  {
    tool: 'htmlcs',
    rule: 'WCAG2AA.Principle3.Guideline3_2.3_2_1.G107',
    reason: /change of context does not occur when this input field receives focus/,
    node: 'button, input, select, textarea',
    why:
      'Given for every control. Focus changes nothing on this site but the focus ring: menus, ' +
      'dialogs and the search open on a click or a key press, and the sliders only pause while ' +
      'focus is inside them.',
  },
  {
    tool: 'htmlcs',
    rule: 'WCAG2AA.Principle1.Guideline1_1.1_1_1.G73,G74',
    reason: /long text alternative/,
    node: 'img',
    why:
      'Given for every picture. The pictures are portraits, illustrations of screens and products ' +
      'and logos: a sentence of alt text says what each shows (or it is decoration beside the ' +
      'text that names it); none is a chart or diagram whose facts are not in the text.',
  },
  {
    tool: 'htmlcs',
    rule: 'WCAG2AA.Principle1.Guideline1_1.1_1_1.G94.Image',
    reason: /alt text serves the same purpose/,
    node: 'img:not([alt=""])',
    why:
      'Given for every picture with alt text. Each alt text is written by hand with its content ' +
      "(a person's portrait, a partner's name for its logo, what a project's picture shows) and " +
      'was read beside its picture.',
  },
  {
    tool: 'htmlcs',
    rule: 'WCAG2AA.Principle1.Guideline1_3.1_3_5.H98',
    reason: /serves a purpose identified in the Input Purposes/,
    node: 'input, select, textarea',
    why:
      "Given for every field. The fields that ask for the visitor's own data carry their " +
      'autocomplete token (name, email, given-name, family-name, organization, country, ' +
      "address-line1, address-level1/2, postal-code, the card's cc-* and current-password), which " +
      "axe's autocomplete-valid checks.",
  },
  {
    tool: 'htmlcs',
    rule: 'WCAG2AA.Principle1.Guideline1_3.1_3_5.H98',
    reason: /does not have an autocomplete attribute/,
    node: 'textarea:not([autocomplete]), select:not([autocomplete])',
    why:
      "A comment, a message, an order note or the shop's sort and category choices: none is one " +
      "of WCAG's input purposes about the visitor (a name, an address, a phone number), so none " +
      'has a token to give.',
  },
  {
    tool: 'htmlcs',
    rule: 'WCAG2AA.Principle3.Guideline3_3.3_3_1.G83,G84,G85',
    reason: /item\(s\) in error are identified/,
    node: 'form',
    why:
      'Given for every form. Each field in error gets aria-invalid and its message in words under ' +
      'it, tied by aria-describedby (components/ui/form-field.tsx); the contact, checkout and ' +
      'newsletter specs submit wrong values and read the messages.',
  },
  {
    tool: 'htmlcs',
    rule: 'WCAG2AA.Principle3.Guideline3_3.3_3_2.G131,G89,G184,H90',
    reason: /descriptive labels or instructions/,
    node: 'form',
    why:
      'Given for every form. Every field has a visible label above it (axe checks each has a ' +
      "name); a required field's label ends in an asterisk (hidden from screen readers, which " +
      'hear aria-required instead), and optional ones say "(optional)".',
  },
  {
    tool: 'htmlcs',
    rule: 'WCAG2AA.Principle3.Guideline3_3.3_3_3.G177',
    reason: /suggested corrections to errors/,
    node: 'form',
    why:
      'Given for every form. The messages say what is expected, not only that something is ' +
      "wrong: '... must be a valid email', 'Password must be at least 6 characters', 'Phone number " +
      "must contain only numbers, spaces, and valid phone characters' (lib/validation.ts, lib/schemas).",
  },
  {
    tool: 'htmlcs',
    rule: 'WCAG2AA.Principle3.Guideline3_3.3_3_4.G98,G99,G155,G164,G168.LegalForms',
    reason: /financial or legal commitment/,
    node: 'form',
    why:
      'Given for every form. The only one that would commit a visitor is the checkout: it checks ' +
      'every field before it sends, asks the visitor to tick the terms, and is a demonstration ' +
      'that charges nothing.',
  },
  {
    tool: 'htmlcs',
    rule: 'WCAG2AA.Principle1.Guideline1_3.1_3_1.DataTable',
    reason: /appears to be a data table/,
    node: 'table',
    why:
      "A post's table (Markdown) is a data table: its header row is th cells, as HTML_CodeSniffer " +
      'infers.',
  },

  // HTML_CodeSniffer's warnings.
  {
    tool: 'htmlcs',
    rule: 'WCAG2AA.Principle1.Guideline1_1.1_1_1.H67.2',
    reason: /marked so that it is ignored by Assistive Technology/,
    node: [
      'article[aria-labelledby] > img[alt=""]',
      'aside li img[alt=""]',
      'figure img[alt=""]',
      'ol > li > article img[alt=""]',
      'ul > li img[alt=""]',
      'div:has(> div > button[aria-label^="Play video"]) > img[alt=""]',
    ].join(', '),
    why:
      'Decoration beside the words that say what it is, so its alt text is empty on purpose: a ' +
      "post's picture at the top of its card (the card is named by the title under it), the " +
      "sidebar's and related posts' thumbnails by their titles, and the avatars beside a " +
      "testimonial's, a review's or a comment's author; and a video's poster behind its play " +
      'button, which names the video.',
  },
  {
    tool: 'htmlcs',
    rule: 'WCAG2AA.Principle1.Guideline1_3.1_3_1.F68.HiddenAttr',
    reason: /intended to be hidden/,
    node: 'button[aria-label="Scroll to top"]',
    why:
      'The scroll-to-top button is hidden until the visitor has scrolled down, then shown: it needs ' +
      'its name for then. It is a button, not a hidden form field.',
  },
  {
    tool: 'htmlcs',
    rule: 'WCAG2AA.Principle1.Guideline1_4.1_4_10.C32,C31,C33,C38,SCR34,G206',
    reason: /position: fixed/,
    node: 'button[aria-label="Scroll to top"]',
    why:
      'The scroll-to-top button, 48 px in the bottom corner: it covers no content a visitor needs ' +
      '(the page scrolls under it) and the sweep checks no page scrolls sideways at 320 px.',
  },
  {
    tool: 'htmlcs',
    rule: 'WCAG2AA.Principle1.Guideline1_4.1_4_10.C32,C31,C33,C38,SCR34,G206',
    reason: /Preformatted text may require scrolling in two dimensions/,
    node: 'html',
    why:
      "A code sample (the API section, a post's code block) keeps its lines: code is content that " +
      "needs its two-dimensional layout, 1.4.10's own exception. It scrolls sideways inside its " +
      'box, never the page (the sweep checks 320 px).',
  },
  {
    tool: 'htmlcs',
    rule: 'WCAG2AA.Principle1.Guideline1_3.1_3_1.H48',
    reason: /navigation section/,
    node: 'div:not(:has(> :not(a)))',
    why:
      'Two calls to action side by side (Log in and Get Started in the header, Learn More and See ' +
      'what we offer, Get a Quote and Contact): a pair of buttons, not a navigation section.',
  },
  {
    tool: 'htmlcs',
    rule: 'WCAG2AA.Principle1.Guideline1_3.1_3_1.H48',
    reason: /navigation section/,
    node: 'article p',
    why: 'A paragraph of a post whose sentences link to other posts and products: prose, not a menu.',
  },
  {
    tool: 'htmlcs',
    rule: 'WCAG2AA.Principle1.Guideline1_3.1_3_1.H39.3.NoCaption',
    reason: /consider using a caption element/,
    node: 'article table',
    why:
      "A post's table sits in the section whose heading it illustrates and is introduced by the " +
      'sentence before it; Markdown has no caption, and a caption is one way to name a table, not ' +
      'a requirement (its th cells give its structure).',
  },
  {
    tool: 'htmlcs',
    rule: 'WCAG2AA.Principle1.Guideline1_3.1_3_1.H85.2',
    reason: /grouped with optgroup/,
    node: 'select',
    why:
      "The shop's sort order and category and the checkout's country: each a short list of one " +
      'kind of thing, with no groups to mark.',
  },
  {
    tool: 'htmlcs',
    rule: 'WCAG2AA.Principle4.Guideline4_1.4_1_2.H91.Select.Value',
    reason: /does not have a value available to an accessibility API/,
    node: 'select:not([multiple])',
    why:
      'A single select always has a selected option in HTML5, its first unless another is chosen ' +
      '(React sets it as a property, not a selected attribute, which is what HTML_CodeSniffer looks ' +
      'for); its own source says this message is for HTML 4.',
  },

  // IBM's notes about the whole page or its style sheet.
  {
    tool: 'ibm',
    rule: 'element_attribute_deprecated:fail_elem_attr',
    reason: /"http-equiv" is deprecated for the <meta> element/,
    node: 'meta[http-equiv="Content-Security-Policy"]',
    why:
      'http-equiv is not deprecated: the HTML standard defines the Content-Security-Policy pragma, ' +
      'which is how a static export carries its per-page script hashes (docs/deploy.md).',
  },
  {
    tool: 'ibm',
    rule: 'style_color_misuse:Potential_1',
    reason: /color is not used as the only visual means/,
    node: 'head > style',
    why:
      "Given for any style sheet that sets colours. As for HTML_CodeSniffer's 1.4.1 prompt above: " +
      'links in text are underlined or checked by axe, errors and states are said in words.',
  },
  {
    tool: 'ibm',
    rule: 'style_highcontrast_visible:Manual_1',
    reason: /Windows high contrast mode/,
    node: 'head > style',
    why:
      'Given for any style sheet. Content is text and <img>/<svg> pictures, not CSS backgrounds, ' +
      'and the controls are native buttons and links with borders or text, which forced colours ' +
      'keep; the star ratings also say their rating in words (role img, "Rated 5 out of 5").',
  },

  // IBM's notes about elements.
  {
    tool: 'ibm',
    rule: 'a_target_warning:potential_warn',
    reason: /open a new window/,
    node: 'a[target="_blank"][aria-label$="(opens in a new tab)"], a[target="_blank"]:has(.sr-only)',
    why:
      'The links that open a new tab (social profiles, share links) say so in their name: ' +
      '"(opens in a new tab)" in their aria-label or screen-reader-only text.',
  },
  {
    tool: 'ibm',
    rule: 'input_label_visible:potential_no_label',
    reason: /does not have an associated visible label/,
    node: 'button[aria-label]',
    why:
      'IBM flags a button only when no text of it is on screen: these show a symbol or a picture ' +
      "(a slider's dots and pause button, the play button, a gallery thumbnail, show password, a " +
      "card's cart and heart icons) and are named by aria-label; with no visible words there is " +
      "nothing for the name to repeat, and axe's label-content-name-mismatch checks the others.",
  },
  {
    tool: 'ibm',
    rule: 'input_label_visible:potential_no_label',
    reason: /does not have an associated visible label/,
    node: 'label[for] + textarea',
    why:
      'The textarea has its visible label right above it (label for=its id). IBM 4.0.34 counts a ' +
      'label only for input and button elements, never for a textarea.',
  },
  {
    tool: 'ibm',
    rule: 'input_label_visible:potential_placeholder_only',
    reason: /placeholder/,
    node: 'label[for] + textarea',
    why:
      'The order note has its visible label ("Order notes (optional)") above it and the ' +
      'placeholder as an example; IBM 4.0.34 does not count a label for a textarea.',
  },
  {
    tool: 'ibm',
    rule: 'input_fields_grouped:Potential_1',
    reason: /fieldset/,
    node: 'form input, form select, form textarea',
    why:
      'Each form has one purpose and is named (aria-label or its heading): a comment, a message, ' +
      "the shop's two list controls, the billing details under their h2. A fieldset inside would " +
      'only repeat the name the form or section already has.',
  },
  {
    tool: 'ibm',
    rule: 'input_fields_grouped:Potential_1',
    reason: /fieldset/,
    node: 'select',
    why:
      "The shop's two list controls, sort order and category, each with its label: two separate " +
      'choices that act at once, not a form to fill in.',
  },
  {
    tool: 'ibm',
    rule: 'input_checkboxes_grouped:potential_lonecheckbox',
    reason: /ungrouped checkbox/,
    node: 'input[type="checkbox"]',
    why:
      "The checkout's checkboxes are separate yes-or-no questions (create an account, ship to " +
      'another address, agree to the terms), each with its own label: not options of one question.',
  },
  {
    tool: 'ibm',
    rule: 'list_structure_proper:Potential_1',
    reason: /List element is missing or improperly structured/,
    node: 'dl:has(> div > dt)',
    why:
      'A description list whose term and description pairs are wrapped in a div each (for the ' +
      'grid), which HTML allows (dl > div > dt + dd); IBM does not look through the div.',
  },
  {
    tool: 'ibm',
    rule: 'aria_keyboard_handler_exists:potential_no_keyboard_access',
    reason: /"tablist" role has keyboard access/,
    node: '[role="tablist"]',
    why:
      'The tabs (components/ui/tabs.tsx) move with the arrow keys, Home and End, with the selected ' +
      'tab the one Tab stop; the FAQ spec presses ArrowRight on them. The handlers are on the tabs, ' +
      'where IBM does not look.',
  },
  {
    tool: 'ibm',
    rule: 'blockquote_cite_exists:Potential_1',
    reason: /cite/,
    node: 'figure > blockquote, article blockquote',
    why:
      "A real quotation: a testimonial or a post's pull quote, attributed in its figcaption, or a " +
      "quotation in a post's text. The cite attribute is for a source URL, which none of them has.",
  },
  {
    tool: 'ibm',
    rule: 'aria_complementary_label_visible:Fail_1',
    reason: /"complementary" role does not have a visible label/,
    node: 'aside[aria-label]',
    why:
      "The blog's and the service page's sidebar hold several blocks, each with its own visible " +
      'heading; the aside is named so its landmark differs from the others, and no one visible ' +
      'text names all of it.',
  },
  {
    tool: 'ibm',
    rule: 'text_block_heading:potential_heading',
    reason: /'\$[\d,.]+'/,
    node: 'p:has(> [data-testid="selling-price"]), div:has(> p > [data-testid="selling-price"])',
    why: "A product's price, bold in its card or summary: a value, not a heading (the product's title is).",
  },
  {
    tool: 'ibm',
    rule: 'text_block_heading:potential_heading',
    reason: /'404'/,
    node: 'p[aria-hidden="true"], main div:has(> p[aria-hidden="true"])',
    why:
      "The not-found page's large 404 is decoration hidden from assistive technology; its h1 says " +
      'the page was not found.',
  },
  {
    tool: 'ibm',
    rule: 'text_block_heading:potential_heading',
    reason: /'(?:4\.8|150,000\+ Client all over the world)'/,
    node: '[aria-labelledby="rating-heading"] p, [aria-labelledby="rating-heading"] div',
    why:
      "The testimonials page's rating band: its big figures (4.8, 150,000+ clients) are its " +
      'content, under the heading that names the band (h2, screen-reader only).',
  },
  {
    tool: 'ibm',
    rule: 'text_sensory_misuse:potential_other',
    reason: /word\(s\) '(?:(?:small|large|larger|big|size|extra|shape)(?:, )?)+'/i,
    node: 'main p, main h1',
    why:
      'Read in every place IBM flags them: the words size a business, an account or a batch ' +
      '("small businesses", "how large it is", "no big upfront fees", "extra steps", "shape how a ' +
      'claim goes"), or a product\'s name; none tells the visitor to find something by its shape ' +
      'or size.',
  },
  {
    tool: 'ibm',
    rule: 'text_sensory_misuse:potential_position',
    reason: /word\(s\) '(?:(?:right|left|above|below|lower|top|rounded-corner)(?:, )?)+'/i,
    node: 'main p, main h1',
    why:
      'Read in every place IBM flags them: "the right clients" and "the right to access" (correct, ' +
      'entitled), "nothing left to do", "above two stories", "below ground", "a lower premium", ' +
      'the "Rounded-Corner" cards; and the legal pages\' "the date at the top of this page", which ' +
      'is also the first thing the page says.',
  },
  {
    tool: 'ibm',
    rule: 'text_quoted_correctly:Potential_1',
    reason: /' risks\. A contractors'/,
    node: 'article p',
    why:
      'Two apostrophes of possessives ("members\' risks. A contractors\' association"), read by IBM ' +
      'as quotation marks around the words between them.',
  },
  {
    tool: 'ibm',
    rule: 'img_alt_background:Manual_1',
    reason: /background image information/,
    node: 'article > div[class*="bg-gradient-to-t"]',
    why:
      "The shade at the foot of a team member's portrait card (a CSS gradient) only darkens the " +
      'picture behind the name and role: it carries no information.',
  },
  {
    tool: 'ibm',
    rule: 'element_tabbable_unobscured:potential_obscured',
    reason: /not covered/,
    node: 'article figcaption a, article h2 > a',
    why:
      "A quote card's author link (/blog) and a project card's title link (/project-v1), focused " +
      'one by one at 360 and 1440 px: each is in view and what the browser hits at its corners and ' +
      'middle is the link itself. IBM only says it might be covered, without focusing it.',
  },
]
