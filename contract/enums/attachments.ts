// Attachments ---------------------------------------------------------------------------------

/** Allowed attachment extensions (document 2 §9), lower case. */
export const attachmentExtensions = ['jpg', 'jpeg', 'webp', 'png', 'svg', 'tif', 'rtf', 'txt', 'pdf'] as const;
export type AttachmentExtension = (typeof attachmentExtensions)[number];

// Attachments (contract/entities.ts builds its schemas from these) ---------

/** Attachment limits of document 2 §9 (count, total size, extensions, MIME types). */
export const attachmentLimits = {
  maxFiles: 5,
  maxTotalBytes: 20971520,
  maxTotalMegabytes: 20,
  extensions: attachmentExtensions,
} as const;
