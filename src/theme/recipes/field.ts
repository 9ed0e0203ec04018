import { defineSlotRecipe } from '@pandacss/dev';

export const field = defineSlotRecipe({
  className: 'field',
  description: 'A labelled form control with an optional hint and error text.',
  slots: ['root', 'label', 'control', 'hint', 'error'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full' },
    label: { fontWeight: 'semibold', fontSize: 'sm', color: 'fg.default' },
    control: {
      minH: 'touch',
      w: 'full',
      px: '3',
      py: '2',
      fontSize: 'md',
      color: 'fg.default',
      bg: 'bg.surface',
      borderWidth: '1px',
      borderColor: 'border.strong',
      borderRadius: 'control',
      _placeholder: { color: 'fg.subtle' },
      _hover: { borderColor: 'grey.600' },
      _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '1px', borderColor: 'primary.default' },
      _disabled: { bg: 'bg.subtle', cursor: 'not-allowed' },
      _invalid: { borderColor: 'danger.spec', borderWidth: '2px' },
    },
    hint: { fontSize: 'sm', color: 'fg.muted' },
    error: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '1.5',
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'danger.text',
      '& svg': { w: '4', h: '4', mt: '0.5', flexShrink: 0, color: 'danger.spec' },
    },
  },
});
