export {
  AttachmentPicker,
  attachmentFields,
  emptyAttachmentValue,
  type AttachmentPickerProps,
  type AttachmentPickerValue,
  type Attachment,
  type AttachmentId,
} from './AttachmentPicker';
export { FilePreview, type FilePreviewProps } from './FilePreview';
export { previewKindOf, formatFileSize, firstLines, saveBlob, type PreviewKind } from './files';
