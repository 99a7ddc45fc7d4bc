/**
 * C0 and C1 control characters, DEL, and the invisible bidirectional overrides that make text read
 * differently from what it is. NUL in particular is refused by PostgreSQL's text type, which turned
 * such a name into a 500 before (docs/security.md, "Input limits").
 */
export const FORBIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
