import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // A URL of the site written as a root-relative literal misses the path prefix of a build for
    // a sub-path: those go through lib/paths.ts (withBase, siteUrl) or the Link and Img
    // components, which apply it.
    files: [
      'app/**/*.{ts,tsx}',
      'components/**/*.{ts,tsx}',
      'lib/**/*.{ts,tsx}',
      'content/**/*.{ts,tsx}',
      'stores/**/*.{ts,tsx}',
    ],
    ignores: ['lib/paths.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'Literal[value=/^\\/(?!\\/)/]',
          'TemplateLiteral > TemplateElement[value.raw=/^\\/(?!\\/)/]:first-child',
        ].flatMap((url) => [
          {
            selector: `JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name=/^(href|src|srcSet|action|poster|formAction)$/] > ${url}, JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name=/^(href|src|srcSet|action|poster|formAction)$/] > JSXExpressionContainer > ${url}`,
            message:
              'A root-relative URL on a plain element misses the path prefix: use withBase() from @/lib/paths, or Link / Img.',
          },
          {
            selector: `CallExpression[callee.name='fetch'] > ${url}`,
            message:
              'fetch() of a root-relative URL misses the path prefix: use withBase() from @/lib/paths.',
          },
          {
            selector: `ImportExpression > ${url}`,
            message:
              'import() of a root-relative URL misses the path prefix: use withBase() from @/lib/paths.',
          },
          {
            selector: `AssignmentExpression[left.property.name=/^(href|src|pathname)$/] > ${url}`,
            message:
              'A root-relative URL assigned here misses the path prefix: use withBase() from @/lib/paths.',
          },
          {
            selector: `CallExpression[callee.property.name=/^(assign|replace|open)$/][callee.object.name=/^(location|window)$/] > ${url}`,
            message:
              'A root-relative URL opened here misses the path prefix: use withBase() from @/lib/paths.',
          },
        ]),
      ],
    },
  },
  {
    // CommonJS files (a webpack loader, which Next's webpack loads with require) import that way.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Playwright fixtures call their continuation `use`; it is not a React hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    // The test build for a path prefix (npm run build:e2e:base).
    'out-base/**',
    'out-chat/**',
    'out-bench-chat/**',
    // The bench's build with the photo fixtures, and the scratch content copy it is made from.
    'out-bench-photos/**',
    '.bench-photos/**',
    'bench/**',
    // The bench's bare page, built in the project and removed when the bench ends.
    '.bench-bare-*/**',
    // The CMS's own package (Decap CMS), its copy served by `npm run cms`, and the CMS test's copy.
    'cms/**',
    'public/admin/**',
    '.cms-test/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
  ]),
])
