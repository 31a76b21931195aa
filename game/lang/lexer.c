/* lexer.c - the Loopling scanner (clox's scanner shape): one token per call, no allocation.
 * Columns count characters, so a UTF-8 letter inside a text or comment counts once. */
#include "lang/lexer.h"

#include <string.h>

#include "lang/messages.h"

void lang_lexer_init(LangLexer *lx, const char *src, int length, bool keep_comments)
{
    lx->src = src;
    lx->length = length;
    lx->pos = 0;
    lx->line = 1;
    lx->column = 1;
    lx->keep_comments = keep_comments;
}

static int peek_at(const LangLexer *lx, int ahead)
{
    int p = lx->pos + ahead;
    return p < lx->length ? (unsigned char)lx->src[p] : 0;
}

/* Advance one byte; columns advance on the first byte of each UTF-8 sequence only. */
static void advance(LangLexer *lx)
{
    if (lx->pos >= lx->length) return;
    unsigned char c = (unsigned char)lx->src[lx->pos++];
    if (c == '\n') {
        lx->line++;
        lx->column = 1;
    } else if ((c & 0xC0) != 0x80) {
        lx->column++;
    }
}

static bool is_alpha(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

static bool is_digit(int c) { return c >= '0' && c <= '9'; }

static const struct {
    const char *word;
    LangTokenKind kind;
} keywords[] = {
    { "var", LANG_TOK_VAR },       { "if", LANG_TOK_IF },         { "else", LANG_TOK_ELSE },
    { "while", LANG_TOK_WHILE },   { "for", LANG_TOK_FOR },       { "repeat", LANG_TOK_REPEAT },
    { "function", LANG_TOK_FUNCTION }, { "return", LANG_TOK_RETURN },
    { "true", LANG_TOK_TRUE },     { "false", LANG_TOK_FALSE },
};

LangTokenKind lang_keyword(const char *word, int length)
{
    for (size_t i = 0; i < sizeof keywords / sizeof keywords[0]; i++)
        if ((int)strlen(keywords[i].word) == length && memcmp(keywords[i].word, word, (size_t)length) == 0)
            return keywords[i].kind;
    return LANG_TOK_IDENT;
}

bool lang_token_is_keyword(LangTokenKind kind)
{
    return kind >= LANG_TOK_VAR && kind <= LANG_TOK_FALSE;
}

/* After an opening quote: skip to the closing one (a backslash escapes the next character).
 * Returns false when the line or the text ends first. */
static bool scan_quoted(LangLexer *lx, int quote)
{
    for (;;) {
        int d = peek_at(lx, 0);
        if (lx->pos >= lx->length || d == '\n') return false;
        advance(lx);
        if (d == quote) return true;
        if (d == '\\' && lx->pos < lx->length && peek_at(lx, 0) != '\n') advance(lx);
    }
}

static LangToken make(const LangLexer *lx, LangTokenKind kind, int start, int line, int column)
{
    LangToken t = { kind, start, lx->pos - start, line, column, 0 };
    return t;
}

LangToken lang_lexer_next(LangLexer *lx)
{
    for (;;) {
        /* whitespace and comments */
        int c = peek_at(lx, 0);
        while (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
            advance(lx);
            c = peek_at(lx, 0);
        }
        int start = lx->pos, line = lx->line, column = lx->column;
        if (lx->pos >= lx->length) return make(lx, LANG_TOK_EOF, start, line, column);
        if (c == '/' && peek_at(lx, 1) == '/') {
            while (lx->pos < lx->length && peek_at(lx, 0) != '\n') advance(lx);
            if (lx->keep_comments) return make(lx, LANG_TOK_COMMENT, start, line, column);
            continue;
        }
        advance(lx);
        LangTokenKind kind;
        switch (c) {
        case '(': kind = LANG_TOK_LPAREN; break;
        case ')': kind = LANG_TOK_RPAREN; break;
        case '{': kind = LANG_TOK_LBRACE; break;
        case '}': kind = LANG_TOK_RBRACE; break;
        case ',': kind = LANG_TOK_COMMA; break;
        case '.': kind = LANG_TOK_DOT; break;
        case ';': kind = LANG_TOK_SEMICOLON; break;
        case '+': kind = LANG_TOK_PLUS; break;
        case '-': kind = LANG_TOK_MINUS; break;
        case '*': kind = LANG_TOK_STAR; break;
        case '%': kind = LANG_TOK_PERCENT; break;
        case '/':
            if (peek_at(lx, 0) == '*') {
                /* a C-style comment: take it whole, so its words are not read as code */
                advance(lx);
                while (lx->pos < lx->length && !(peek_at(lx, 0) == '*' && peek_at(lx, 1) == '/')) advance(lx);
                advance(lx);
                advance(lx);
                LangToken t = make(lx, LANG_TOK_ERROR, start, line, column);
                t.error = LANG_MSG_BLOCK_COMMENT;
                return t;
            }
            kind = LANG_TOK_SLASH;
            break;
        case '!':
            kind = peek_at(lx, 0) == '=' ? (advance(lx), LANG_TOK_BANG_EQUAL) : LANG_TOK_BANG;
            break;
        case '=':
            kind = peek_at(lx, 0) == '=' ? (advance(lx), LANG_TOK_EQUAL_EQUAL) : LANG_TOK_EQUAL;
            break;
        case '<':
            kind = peek_at(lx, 0) == '=' ? (advance(lx), LANG_TOK_LESS_EQUAL) : LANG_TOK_LESS;
            break;
        case '>':
            kind = peek_at(lx, 0) == '=' ? (advance(lx), LANG_TOK_GREATER_EQUAL) : LANG_TOK_GREATER;
            break;
        case '&':
        case '|':
            if (peek_at(lx, 0) == c) {
                advance(lx);
                kind = c == '&' ? LANG_TOK_AND_AND : LANG_TOK_OR_OR;
            } else {
                LangToken t = make(lx, LANG_TOK_ERROR, start, line, column);
                t.error = c == '&' ? LANG_MSG_SINGLE_AND : LANG_MSG_SINGLE_OR;
                return t;
            }
            break;
        case '\'': { /* 'left': text in single quotes, as other languages write it */
            int err = scan_quoted(lx, '\'') ? LANG_MSG_SINGLE_QUOTE : LANG_MSG_STRING_UNCLOSED;
            LangToken t = make(lx, LANG_TOK_ERROR, start, line, column);
            t.error = err;
            return t;
        }
        case '"': {
            int err = scan_quoted(lx, '"') ? 0 : LANG_MSG_STRING_UNCLOSED;
            LangToken t = make(lx, err ? LANG_TOK_ERROR : LANG_TOK_STRING, start, line, column);
            t.error = err;
            return t;
        }
        default:
            if (is_digit(c)) {
                while (is_digit(peek_at(lx, 0))) advance(lx);
                kind = LANG_TOK_NUMBER;
                if (peek_at(lx, 0) == '.' && is_digit(peek_at(lx, 1))) { /* 2.5: no such numbers here */
                    advance(lx);
                    while (is_digit(peek_at(lx, 0))) advance(lx);
                    LangToken t = make(lx, LANG_TOK_ERROR, start, line, column);
                    t.error = LANG_MSG_DECIMAL_NUMBER;
                    return t;
                }
            } else if (is_alpha(c)) {
                while (is_alpha(peek_at(lx, 0)) || is_digit(peek_at(lx, 0))) advance(lx);
                kind = lang_keyword(lx->src + start, lx->pos - start);
            } else {
                /* swallow the rest of a UTF-8 sequence so the sign is shown whole */
                while (lx->pos < lx->length && ((unsigned char)lx->src[lx->pos] & 0xC0) == 0x80)
                    advance(lx);
                LangToken t = make(lx, LANG_TOK_ERROR, start, line, column);
                t.error = LANG_MSG_UNKNOWN_CHAR;
                return t;
            }
        }
        return make(lx, kind, start, line, column);
    }
}
