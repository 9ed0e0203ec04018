import { defineConfig } from '@pandacss/dev';
import { theme } from './src/theme';

export default defineConfig({
  preflight: true,
  jsxFramework: 'react',
  include: ['./src/**/*.{ts,tsx}'],
  exclude: [],
  outdir: 'styled-system',
  theme,
  globalCss: {
    'html, body': { fontFamily: 'body', color: 'fg.default', bg: 'bg.canvas' },
  },
});
