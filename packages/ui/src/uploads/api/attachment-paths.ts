/**
 * The attachments' endpoints, which every upload takes (a company's and an officer's alike): the upload
 * link, its completion, the scan statuses, and the attachment itself (its bytes, or DELETE to remove it).
 * The portal's `apiPaths` lists them from here.
 */
export const attachmentApiPaths = {
  attachmentUpload: '/api/attachments/sas',
  attachmentUploadComplete: (uploadId: string) =>
    `/api/attachments/uploads/${encodeURIComponent(uploadId)}/complete`,
  attachmentStatuses: '/api/attachments/get-status',
  attachment: (attachmentId: string) => `/api/attachments/${encodeURIComponent(attachmentId)}`,
} as const;
