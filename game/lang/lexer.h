/* lexer.h - the Loopling scanner: source text to tokens (clox's scanner, one token at a time).
 * Pure C, no allocation. The parser and the editor's syntax colours both use it.
 * Tokens point into the caller's source; the caller keeps the source alive. */
#ifndef LANG_LEXER_H
#define LANG_LEXER_H

#include <stdbool.h>

typedef enum LangTokenKind {
    /* punctuation */
    LANG_TOK_LPAREN, LANG_TOK_RPAREN, LANG_TOK_LBRACE, LANG_TOK_RBRACE,
    LANG_TOK_COMMA, LANG_TOK_DOT, LANG_TOK_SEMICOLON,
    /* operators */
    LANG_TOK_PLUS, LANG_TOK_MINUS, LANG_TOK_STAR, LANG_TOK_SLASH, LANG_TOK_PERCENT,
    LANG_TOK_BANG, LANG_TOK_BANG_EQUAL, LANG_TOK_EQUAL, LANG_TOK_EQUAL_EQUAL,
    LANG_TOK_GREATER, LANG_TOK_GREATER_EQUAL, LANG_TOK_LESS, LANG_TOK_LESS_EQUAL,
    LANG_TOK_AND_AND, LANG_TOK_OR_OR,
    /* literals and names */
    LANG_TOK_IDENT, LANG_TOK_STRING, LANG_TOK_NUMBER,
    /* keywords */
    LANG_TOK_VAR, LANG_TOK_IF, LANG_TOK_ELSE, LANG_TOK_WHILE, LANG_TOK_FOR, LANG_TOK_REPEAT,
    LANG_TOK_FUNCTION, LANG_TOK_RETURN, LANG_TOK_TRUE, LANG_TOK_FALSE,
    /* only when the lexer keeps comments (editor colouring) */
    LANG_TOK_COMMENT,
    /* a character or literal the language does not know; `error` says which message */
    LANG_TOK_ERROR,
    LANG_TOK_EOF
} LangTokenKind;

typedef struct LangToken {
    LangTokenKind kind;
    int start;   /* byte offset into the source */
    int length;  /* bytes */
    int line;    /* 1-based */
    int column;  /* 1-based, in characters (UTF-8 sequences count once) */
    int error;   /* LangMsg id (messages.h) when kind == LANG_TOK_ERROR, else 0 */
} LangToken;

typedef struct LangLexer {
    const char *src;
    int length;
    int pos;
    int line;
    int column;
    bool keep_comments;
} LangLexer;

/* Start scanning src[0..length). Comments are skipped unless keep_comments. */
void lang_lexer_init(LangLexer *lx, const char *src, int length, bool keep_comments);
/* The next token; LANG_TOK_EOF forever at the end. */
LangToken lang_lexer_next(LangLexer *lx);
/* Keyword kind for an identifier-shaped word, or LANG_TOK_IDENT. */
LangTokenKind lang_keyword(const char *word, int length);
/* True for keyword kinds (editor colours). */
bool lang_token_is_keyword(LangTokenKind kind);

#endif
