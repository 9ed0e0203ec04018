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

export const semanticTokens = defineSemanticTokens({
  colors: {
    fg: {
      default: { value: '{colors.grey.900}' },
      muted: { value: '{colors.grey.700}' },
      subtle: { value: '{colors.grey.600}' },
      onPrimary: { value: '{colors.grey.0}' },
    },
    bg: {
      canvas: { value: '{colors.grey.50}' },
      surface: { value: '{colors.grey.0}' },
      subtle: { value: '{colors.grey.100}' },
      /** the loading overlay: semi-transparent white (document 2 §9) */
      overlay: { value: 'rgba(255, 255, 255, 0.7)' },
      backdrop: { value: 'rgba(16, 24, 20, 0.5)' },
    },
    border: {
      default: { value: '{colors.grey.200}' },
      strong: { value: '{colors.grey.400}' },
    },
    primary: {
      default: { value: '{colors.green.700}' },
      hover: { value: '{colors.green.800}' },
      active: { value: '{colors.green.900}' },
      subtle: { value: '{colors.green.50}' },
      muted: { value: '{colors.green.100}' },
      text: { value: '{colors.green.700}' },
    },
    danger: {
      /** the spec's error red #ED1C24 — large bold text, icons, borders only */
      spec: { value: '{colors.red.spec}' },
      text: { value: '{colors.red.700}' },
      subtle: { value: '{colors.red.50}' },
    },
    warning: {
      text: { value: '{colors.amber.700}' },
      subtle: { value: '{colors.amber.50}' },
    },
    focus: {
      ring: { value: '{colors.green.900}' },
    },
  },
});
