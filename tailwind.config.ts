import type { Config } from 'tailwindcss'

/** Design tokens by role: a rebrand touches this file only. */
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        ink: '#0B1B33',
        navy: {
          50: '#EEF3FA',
          100: '#DBE5F3',
          200: '#B6C8E4',
          600: '#2A4D80',
          700: '#1E3D6B',
          800: '#16325C',
          900: '#0F2444',
          950: '#0B1B33',
        },
        accent: { DEFAULT: '#14B8A6', strong: '#0F766E', soft: '#CCFBF1' },
        surface: { DEFAULT: '#FFFFFF', alt: '#F6F8FB' },
        muted: '#475569',
        line: '#E2E8F0',
        success: '#15803D',
        danger: '#B91C1C',
        warn: '#B45309',
        star: '#F59E0B',
      },
      fontFamily: {
        sans: ['var(--font-sans)', 'ui-sans-serif', 'system-ui', 'sans-serif'],
      },
      borderRadius: { card: '12px', control: '8px' },
      boxShadow: {
        raised: '0 10px 30px -12px rgb(11 27 51 / 0.25)',
        modal: '0 24px 64px -16px rgb(11 27 51 / 0.45)',
      },
      maxWidth: { content: '1200px' },
      screens: { xs: '480px' },
      transitionDuration: { modal: '300ms' },
    },
  },
}

export default config
