export { DocumentsPage } from './DocumentsPage';
export { NewDocumentPage } from './NewDocumentPage';
export { DocumentDetailPage } from './DocumentDetailPage';
