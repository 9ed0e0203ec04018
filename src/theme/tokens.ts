import { defineSemanticTokens, defineTokens } from '@pandacss/dev';

/**
 * Base tokens. Contrast notes (WCAG 2.1 AA, on white #FFFFFF):
 * - green.700 #00703C: 6.2:1 — primary text, links and solid buttons (white on it 6.2:1).
 * - red.spec #ED1C24: 4.0:1 — the spec's error red; used only for large bold text
 *   (≥ 18.66 px bold, the 3:1 "large text" threshold), icons and borders.
 * - red.700 #C4161C: 6.0:1 — error text at normal sizes (field messages).
 * - grey.700 #4A5058: 7.8:1 — secondary text.
 */
export const tokens = defineTokens({
  colors: {
    green: {
      50: { value: '#EEF7F1' },
      100: { value: '#D5ECDD' },
      200: { value: '#A9D7BA' },
      300: { value: '#6FBC8E' },
      400: { value: '#3A9F66' },
      500: { value: '#0B8A4C' },
      600: { value: '#007D43' },
      700: { value: '#00703C' },
      800: { value: '#005A30' },
      900: { value: '#004224' },
    },
    red: {
      spec: { value: '#ED1C24' },
      50: { value: '#FDECEC' },
      100: { value: '#FAD0D1' },
      700: { value: '#C4161C' },
      800: { value: '#9E1116' },
    },
    amber: {
      50: { value: '#FFF7E0' },
      // the traffic light's yellow (a dot beside its text, never text itself)
      400: { value: '#F2B705' },
      700: { value: '#8A5A00' },
    },
    grey: {
      0: { value: '#FFFFFF' },
      50: { value: '#F5F7F6' },
      100: { value: '#ECEFEE' },
      200: { value: '#DADFDD' },
      300: { value: '#C2C8C6' },
      400: { value: '#8C9490' },
      500: { value: '#6B7370' },
      600: { value: '#565E5B' },
      700: { value: '#4A5058' },
      800: { value: '#2E3432' },
      900: { value: '#1B1F1E' },
    },
  },
  fonts: {
    body: {
      value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", "Liberation Sans", Arial, sans-serif',
    },
    mono: { value: 'ui-monospace, "DejaVu Sans Mono", "Liberation Mono", Menlo, monospace' },
  },
  sizes: {
    touch: { value: '44px' },
    sidebar: { value: '288px' },
    header: { value: '56px' },
    content: { value: '960px' },
  },
  radii: {
    control: { value: '10px' },
    card: { value: '14px' },
  },
  shadows: {
    card: { value: '0 1px 2px rgba(16, 24, 20, 0.08), 0 2px 8px rgba(16, 24, 20, 0.06)' },
    raised: { value: '0 8px 28px rgba(16, 24, 20, 0.18)' },
  },
  zIndex: {
    header: { value: 30 },
    drawer: { value: 40 },
    overlay: { value: 50 },
    dialog: { value: 60 },
    toast: { value: 70 },
  },
});

/**
 * Light and dark values (issue 15 §10). The dark theme is set on <html data-theme="dark">
 * (public/boot.js before the first paint, then src/app/display.ts). Dark contrast on the surface
 * #1F2523: fg.default 13.9:1, fg.muted 8.2:1, primary.text #7FD1A0 8.4:1, danger.text #FF9A9A
 * 7.9:1, warning.text #F2C14E 9.6:1; white on the solid primary button stays 6.2:1.
 */
const both = (light: string, dark: string) => ({ value: { base: light, _dark: dark } });

export const semanticTokens = defineSemanticTokens({
  colors: {
    fg: {
      default: both('{colors.grey.900}', '#ECEFEE'),
      muted: both('{colors.grey.700}', '#C2C8C6'),
      subtle: both('{colors.grey.600}', '#AEB5B2'),
      onPrimary: { value: '{colors.grey.0}' },
    },
    bg: {
      canvas: both('{colors.grey.50}', '#141817'),
      surface: both('{colors.grey.0}', '#1F2523'),
      subtle: both('{colors.grey.100}', '#2A312E'),
      /** the loading overlay: semi-transparent white (document 2 §9); dark: semi-transparent black */
      overlay: both('rgba(255, 255, 255, 0.7)', 'rgba(20, 24, 23, 0.7)'),
      backdrop: both('rgba(16, 24, 20, 0.5)', 'rgba(0, 0, 0, 0.65)'),
    },
    border: {
      default: both('{colors.grey.200}', '#3A423F'),
      strong: both('{colors.grey.400}', '#7D8783'),
    },
    primary: {
      default: { value: '{colors.green.700}' },
      hover: both('{colors.green.800}', '{colors.green.600}'),
      active: both('{colors.green.900}', '{colors.green.500}'),
      subtle: both('{colors.green.50}', '#16362A'),
      muted: both('{colors.green.100}', '#1E4A37'),
      text: both('{colors.green.700}', '#7FD1A0'),
    },
    danger: {
      /** the spec's error red #ED1C24 — large bold text, icons, borders only */
      spec: both('{colors.red.spec}', '#FF6B6B'),
      text: both('{colors.red.700}', '#FF9A9A'),
      subtle: both('{colors.red.50}', '#3A1A1B'),
    },
    warning: {
      text: both('{colors.amber.700}', '#F2C14E'),
      subtle: both('{colors.amber.50}', '#33290F'),
    },
    /** The required asterisk: orange as the spec asks, readable on either surface. */
    required: both('#B45309', '#F59E0B'),
    focus: {
      ring: both('{colors.green.900}', '#9BE0B6'),
    },
  },
});
