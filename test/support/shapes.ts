// Wire formats the spec fixes, as patterns for assertions.
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Reference form: ISO 8601 with Z. */
export const ISO_Z = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** Account-guide form: ISO 8601 without a zone suffix. */
export const ISO_NO_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}$/;
export const PUBLIC_KEY = /^pk_[A-Za-z0-9_-]{16,}$/;
export const SECRET_KEY = /^sk_[A-Za-z0-9_-]{40,}$/;
export const SESSION_ID = /^sess_[A-Za-z0-9_-]{40,}$/;
