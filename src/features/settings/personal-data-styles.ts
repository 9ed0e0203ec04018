import { css } from '../../../styled-system/css';

/** The layout of the personal-data forms (the page's parts and the lazily loaded name change). */
export const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '4' });
export const actionsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '3', '& > *': { w: { base: 'full', sm: 'auto' } } });
export const twoColumns = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } });
