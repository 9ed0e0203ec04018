export { NoArrearsPage } from './NoArrearsPage';
export { CardPage } from './CardPage';
export { EhicRequestPage } from './EhicRequestPage';
export { EhicConfirmationPage } from './EhicConfirmationPage';
export { NewCardPage } from './NewCardPage';
