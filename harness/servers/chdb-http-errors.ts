// ClickHouse's error answer over HTTP, for the chDB stand-in (chdb-http-server.ts): the text
// `Code: N. DB::Exception: … (NAME) (version V)`, the X-ClickHouse-Exception-Code header, and the
// status the server gives that code. The status table follows the server's
// src/Server/HTTP/exceptionCodeToHTTPStatus.cpp (looked up by name: chDB's messages end with the
// code's name); every other code is a 500, as there.

const BY_NAME: Record<string, number> = {};
function statusFor(status: number, names: string): void {
  for (const name of names.trim().split(/\s+/)) BY_NAME[name] = status;
}
statusFor(401, 'REQUIRED_PASSWORD');
statusFor(403, 'UNKNOWN_USER WRONG_PASSWORD AUTHENTICATION_FAILED SET_NON_GRANTED_ROLE ACCESS_DENIED');
statusFor(
  400,
  `BAD_ARGUMENTS CANNOT_COMPILE_REGEXP CANNOT_PARSE_TEXT CANNOT_PARSE_ESCAPE_SEQUENCE CANNOT_PARSE_QUOTED_STRING
   CANNOT_PARSE_DATE CANNOT_PARSE_DATETIME CANNOT_PARSE_NUMBER CANNOT_PARSE_DOMAIN_VALUE_FROM_STRING CANNOT_PARSE_IPV4
   CANNOT_PARSE_IPV6 CANNOT_PARSE_INPUT_ASSERTION_FAILED CANNOT_PARSE_UUID DUPLICATE_COLUMN ILLEGAL_COLUMN
   UNKNOWN_ELEMENT_IN_AST UNKNOWN_TYPE_OF_AST_NODE THERE_IS_NO_COLUMN TOO_DEEP_AST TOO_BIG_AST UNEXPECTED_AST_STRUCTURE
   SYNTAX_ERROR INCORRECT_DATA TYPE_MISMATCH VALUE_IS_OUT_OF_RANGE_OF_DATA_TYPE`,
);
statusFor(
  404,
  `UNKNOWN_TABLE UNKNOWN_FUNCTION UNKNOWN_IDENTIFIER UNKNOWN_TYPE UNKNOWN_STORAGE UNKNOWN_DATABASE UNKNOWN_SETTING
   UNKNOWN_DIRECTION_OF_SORTING UNKNOWN_AGGREGATE_FUNCTION UNKNOWN_FORMAT UNKNOWN_DATABASE_ENGINE UNKNOWN_TYPE_OF_QUERY
   UNKNOWN_ROLE`,
);
statusFor(413, 'QUERY_IS_TOO_LARGE');
statusFor(501, 'NOT_IMPLEMENTED');
statusFor(503, 'SOCKET_TIMEOUT CANNOT_OPEN_FILE CANNOT_SCHEDULE_TASK');
statusFor(411, 'HTTP_LENGTH_REQUIRED');
statusFor(408, 'TIMEOUT_EXCEEDED');
statusFor(415, 'UNSUPPORTED_MEDIA_TYPE');

export interface HttpError {
  status: number;
  code: number;
  /** The answer's body, as the server writes it. */
  body: string;
}

/** An engine error as the server answers it; an error that carries no code is STD_EXCEPTION (1001), as a C++ exception would be. */
export function httpError(err: unknown, version: string): HttpError {
  const text = (err instanceof Error ? err.message : String(err)).trim();
  const parsed = /^Code: (\d+)\. [\s\S]*\(([A-Z0-9_]+)\)\s*$/.exec(text);
  const message = parsed ? text : `Code: 1001. DB::Exception: ${text}. (STD_EXCEPTION)`;
  const code = parsed ? Number(parsed[1]) : 1001;
  const name = parsed?.[2] ?? 'STD_EXCEPTION';
  return { status: BY_NAME[name] ?? 500, code, body: `${message} (version ${version})\n` };
}

/** An error the stand-in raises itself (a request it cannot serve), in the engine's words. */
export function standInError(code: number, name: string, message: string): Error {
  return new Error(`Code: ${code}. DB::Exception: ${message}. (${name})`);
}
