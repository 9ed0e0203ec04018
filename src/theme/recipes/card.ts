import { defineRecipe } from '@pandacss/dev';

export const card = defineRecipe({
  className: 'card',
  description: 'A surface (white, or dark grey in the dark theme) with rounded corners.',
  base: {
    display: 'block',
    bg: 'bg.surface',
    borderRadius: 'card',
    borderWidth: '1px',
    borderColor: 'border.default',
    p: { base: '4', md: '5' },
    color: 'fg.default',
  },
  variants: {
    elevated: {
      true: { boxShadow: 'card', borderColor: 'transparent' },
    },
    interactive: {
      true: {
        textDecoration: 'none',
        cursor: 'pointer',
        transition: 'border-color 0.15s, box-shadow 0.15s',
        _hover: { borderColor: 'primary.default' },
        _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
      },
    },
    tone: {
      plain: {},
      primary: { bg: 'primary.subtle', borderColor: 'primary.muted' },
      danger: { bg: 'danger.subtle', borderColor: 'danger.spec' },
    },
  },
  defaultVariants: { tone: 'plain' },
});

export const badge = defineRecipe({
  className: 'badge',
  description: 'Small counters and labels.',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minW: '5',
    h: '5',
    px: '1.5',
    borderRadius: 'full',
    fontSize: 'xs',
    fontWeight: 'bold',
    lineHeight: '1',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      /** white text on dark red: 6.0:1 (in both themes) */
      alert: { bg: 'red.700', color: 'white' },
      primary: { bg: 'primary.default', color: 'fg.onPrimary' },
      neutral: { bg: 'bg.subtle', color: 'fg.default' },
      /** a badge sitting on the green header: white with dark red text */
      onPrimary: { bg: 'white', color: 'red.700', boxShadow: '0 0 0 2px var(--colors-primary-default)' },
    },
  },
  defaultVariants: { tone: 'alert' },
});
