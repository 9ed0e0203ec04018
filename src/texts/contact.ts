/** The insurer's contact address (the spec gives none; chosen by us, one place to change it). */
export const CONTACT_EMAIL = 'kontakt@zpskoda.cz';
/** The logged-out screen's contact link opens a mail message with the subject KMS (document 1 §2). */
export const CONTACT_MAILTO = `mailto:${CONTACT_EMAIL}?subject=KMS`;
