/** Styles the benefits screens share, kept apart from the form pieces so list screens stay light. */
import { css } from '../../../styled-system/css';

/** Sections of a screen's content, spaced as the page spaces its own. */
export const stackStyle = css({ display: 'flex', flexDirection: 'column', gap: '5' });
