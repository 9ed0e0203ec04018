import type { Config } from '@pandacss/dev';
import { defineKeyframes, defineTextStyles } from '@pandacss/dev';
import { semanticTokens, tokens } from './tokens';
import { badge, card } from './recipes/card';
import { button, iconButton } from './recipes/button';
import { field } from './recipes/field';
import { attachments, calendar, choice, formField, selectBox, stepper, textControl } from './recipes/form';

const keyframes = defineKeyframes({
  spin: { from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } },
  fadeIn: { from: { opacity: 0 }, to: { opacity: 1 } },
  slideInLeft: { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } },
});

const textStyles = defineTextStyles({
  pageTitle: { value: { fontSize: { base: '1.5rem', md: '1.75rem' }, fontWeight: 'bold', lineHeight: '1.25' } },
  sectionTitle: { value: { fontSize: '1.25rem', fontWeight: 'bold', lineHeight: '1.3' } },
  body: { value: { fontSize: '1rem', lineHeight: '1.5' } },
});

/**
 * The portal's Panda theme. It extends Panda's default preset (spacing, font sizes,
 * breakpoints sm 640 / md 768 / lg 1024 / xl 1280) with the insurer's colours, semantic
 * tokens and recipes. md (768) is the spec's mobile breakpoint; lg (1024) is the width
 * from which the sidebar is a persistent column that starts open.
 */
export const theme: Config['theme'] = {
  extend: {
    tokens,
    semanticTokens,
    keyframes,
    textStyles,
    recipes: { button, iconButton, card, badge, textControl },
    slotRecipes: { field, formField, stepper, choice, selectBox, calendar, attachments },
  },
};
