import { defineRecipe } from '@pandacss/dev';

const focusRing = {
  outline: '3px solid',
  outlineColor: 'focus.ring',
  outlineOffset: '2px',
};

export const button = defineRecipe({
  className: 'button',
  description: 'Buttons and button-looking links; at least 44 px tall (touch target).',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    minH: 'touch',
    minW: 'touch',
    px: '5',
    borderRadius: 'control',
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    fontWeight: 'semibold',
    fontSize: 'md',
    lineHeight: '1.2',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transition: 'background-color 0.15s, border-color 0.15s, color 0.15s',
    _focusVisible: focusRing,
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    '& svg': { flexShrink: 0 },
  },
  variants: {
    variant: {
      solid: {
        bg: 'primary.default',
        color: 'fg.onPrimary',
        _hover: { bg: 'primary.hover' },
        _active: { bg: 'primary.active' },
      },
      outline: {
        bg: 'bg.surface',
        color: 'primary.text',
        borderColor: 'primary.default',
        _hover: { bg: 'primary.subtle' },
      },
      ghost: {
        bg: 'transparent',
        color: 'primary.text',
        _hover: { bg: 'primary.subtle' },
      },
      link: {
        bg: 'transparent',
        color: 'primary.text',
        px: '1',
        textDecoration: 'underline',
        textUnderlineOffset: '3px',
        _hover: { color: 'primary.hover' },
      },
      danger: {
        bg: 'bg.surface',
        color: 'danger.text',
        borderColor: 'danger.text',
        _hover: { bg: 'danger.subtle' },
      },
    },
    size: {
      md: {},
      lg: { minH: '52px', px: '6', fontSize: 'lg' },
    },
    block: {
      true: { w: 'full' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
});

export const iconButton = defineRecipe({
  className: 'iconButton',
  description: 'Square icon-only buttons of the header; 44 × 44 px.',
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: 'touch',
    h: 'touch',
    flexShrink: 0,
    borderRadius: 'full',
    bg: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    textDecoration: 'none',
    transition: 'background-color 0.15s',
    _focusVisible: focusRing,
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    '& svg': { w: '6', h: '6' },
  },
  variants: {
    tone: {
      onPrimary: {
        color: 'fg.onPrimary',
        _hover: { bg: 'rgba(255,255,255,0.16)' },
        _focusVisible: { outlineColor: 'white' },
      },
      neutral: {
        color: 'fg.default',
        _hover: { bg: 'bg.subtle' },
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
