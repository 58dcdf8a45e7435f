
// a comment after a blank line, no newline