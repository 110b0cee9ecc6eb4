import type { Config } from 'tailwindcss';

// The school's identity: a deep navy and royal blue from the crest, a warm gold accent used sparingly,
// and warm greys ("sand") for surfaces. Text pairings that pass WCAG AA: navy-800..950 or ink on white,
// sand-50 and gold-50; white or gold-300/400 on navy-700..950; gold-700 (5.9:1) is the only gold for text
// on light backgrounds; sand-600 (7:1) is the muted text colour.
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './content/**/*.ts'],
  theme: {
    extend: {
      colors: {
        ink: '#1c2233',
        navy: {
          50: '#f1f4fa',
          100: '#e1e8f5',
          200: '#c3d0ea',
          300: '#9aafd9',
          400: '#6683c0',
          500: '#3358a8',
          600: '#25479a',
          700: '#1d3c85',
          800: '#14306e',
          900: '#0f1f45',
          950: '#0a1530',
        },
        gold: {
          50: '#fdf8ec',
          100: '#fbefd0',
          200: '#f7de9f',
          300: '#f2c96b',
          400: '#f2b84b',
          500: '#e0a030',
          600: '#c08322',
          700: '#8a5a0b',
          800: '#6e470a',
        },
        sand: {
          50: '#faf8f4',
          100: '#f3efe7',
          200: '#e7e0d3',
          300: '#d4cab8',
          400: '#a89e8c',
          500: '#7d7466',
          600: '#5f574b',
          700: '#4a443b',
          800: '#332f29',
          900: '#211e1a',
        },
      },
      fontFamily: {
        sans: ['var(--font-body)', 'system-ui', '-apple-system', 'Segoe UI', 'Arial', 'sans-serif'],
        serif: ['var(--font-heading)', 'Georgia', 'Times New Roman', 'serif'],
        // The language switch's "हिन्दी" on English pages: a system Devanagari face where the device has one,
        // else the label's own few glyphs (app/globals.css).
        devanagari: ['Nirmala UI', 'Kohinoor Devanagari', 'Noto Sans Devanagari', 'Mangal', 'Switch Devanagari', 'sans-serif'],
      },
      fontSize: {
        // A 1.25 modular scale for headings on top of Tailwind's defaults; line heights tightened for serif.
        'display-sm': ['1.875rem', { lineHeight: '2.375rem', letterSpacing: '-0.01em' }],
        display: ['2.5rem', { lineHeight: '3rem', letterSpacing: '-0.015em' }],
      },
      maxWidth: {
        page: '78rem',
        prose: '70ch',
      },
      spacing: {
        18: '4.5rem',
        section: '4rem',
      },
      borderRadius: {
        card: '0.875rem',
      },
      boxShadow: {
        card: '0 1px 2px rgb(15 31 69 / 0.06), 0 4px 16px rgb(15 31 69 / 0.08)',
        lift: '0 8px 28px rgb(15 31 69 / 0.16)',
      },
      keyframes: {
        // The marquee's track holds its list twice: moving it by half its length brings the second copy
        // exactly where the first began.
        'marquee-left': {
          from: { transform: 'translateX(0)' },
          to: { transform: 'translateX(-50%)' },
        },
        'marquee-up': {
          from: { transform: 'translateY(0)' },
          to: { transform: 'translateY(-50%)' },
        },
        'soft-blink': {
          '0%, 100%': { opacity: '1' },
          '50%': { opacity: '0.45' },
        },
        // The Admission item blinks its background between gold-400 and gold-50: its navy text keeps
        // at least 9:1 at every moment, where fading the whole item would drop below 4.5:1 mid-blink.
        'attention-blink': {
          '0%, 100%': { backgroundColor: '#f2b84b' },
          '50%': { backgroundColor: '#fdf8ec' },
        },
      },
      animation: {
        // Duration comes from --marquee-duration so the speed stays even whatever the number of items.
        'marquee-left': 'marquee-left var(--marquee-duration, 40s) linear infinite',
        'marquee-up': 'marquee-up var(--marquee-duration, 40s) linear infinite',
        // Four 1.2 s cycles: the blinking stops within 5 s, as WCAG 2.2.2 asks of content that blinks by itself.
        'soft-blink': 'soft-blink 1.2s ease-in-out 4',
        'attention-blink': 'attention-blink 1.2s ease-in-out 4',
      },
    },
  },
};

export default config;
