import { defineConfig } from '@pandacss/dev';
import { theme } from './src/theme';

export default defineConfig({
  preflight: true,
  jsxFramework: 'react',
  include: ['./src/**/*.{ts,tsx}'],
  exclude: [],
  outdir: 'styled-system',
  theme,
  // The dark theme and larger text are attributes on <html> (public/boot.js, src/app/display.ts).
  conditions: { extend: { dark: '[data-theme=dark] &' } },
  globalCss: {
    'html, body': { fontFamily: 'body', color: 'fg.default', bg: 'bg.canvas' },
    html: { colorScheme: 'light', '&[data-theme=dark]': { colorScheme: 'dark' }, '&[data-text=large]': { fontSize: '112.5%' } },
  },
});
