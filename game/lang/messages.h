/* messages.h - every message the language shows a pupil, in one table ready for translation.
 * A message is a template with numbered holes {1}..{4}; lang_msg_format fills them.
 * Messages are built from a main sentence plus optional hint sentences (LANG_MSG_HINT_*). */
#ifndef LANG_MESSAGES_H
#define LANG_MESSAGES_H

/* X(id, template) */
#define LANG_MESSAGES(X)                                                                          \
    X(NONE, "")                                                                                   \
    /* the lexer */                                                                               \
    X(UNKNOWN_CHAR, "I don't know the sign {1} here.")                                            \
    X(SINGLE_AND, "Write && (two of them) for 'and'.")                                            \
    X(SINGLE_OR, "Write || (two of them) for 'or'.")                                              \
    X(STRING_UNCLOSED, "This text has no closing \" before the end of the line.")                \
    X(STRING_TOO_LONG, "This text is too long. The most is {1} letters.")                         \
    X(BAD_ESCAPE, "After \\ write n, t, \" or \\.")                                              \
    X(NUMBER_TOO_BIG, "The number {1} is too big. The biggest is {2}.")                           \
    X(SINGLE_QUOTE, "Write text between double quotes, like \"{1}\".")                             \
    X(DECIMAL_NUMBER, "Only whole numbers work here, like 2 or 3, not {1}.")                       \
    X(BLOCK_COMMENT, "Comments start with // and go to the end of the line.")                     \
    /* program size */                                                                            \
    X(TOO_MANY_LINES, "Your program has {1} lines. The most a program can have is {2}.")          \
    X(TOO_MANY_CHARS, "Your program has {1} letters and signs. The most is {2}.")                 \
    X(TOO_DEEP, "This code is nested too deeply (more than {1} levels inside each other).")       \
    X(TOO_MANY_FUNCTIONS, "There are too many functions. The most is {1}.")                       \
    X(TOO_MANY_VARIABLES, "There are too many variables here. The most is {1}.")                  \
    X(TOO_MANY_ARGS, "There are too many values in ( ). The most is {1}.")                        \
    X(TOO_COMPLEX, "This program is too big to run. Make it shorter.")                            \
    X(OUT_OF_MEMORY, "The computer ran out of memory for this program.")                          \
    /* the parser */                                                                              \
    X(EXPECT_SEMICOLON, "Put a ; at the end of this command.")                                    \
    X(EXPECT_EXPRESSION, "I expected a value or a command here, but found {1}.")                  \
    X(EXPECT_LPAREN, "Put ( after {1}.")                                                          \
    X(EXPECT_RPAREN, "A ( is not closed. Put ) here.")                                            \
    X(EXPECT_BLOCK, "Put {1} here to start the {2}.")                                             \
    X(UNCLOSED_BRACE, "This { is never closed. Put a } where its block ends.")                   \
    X(UNEXPECTED_RBRACE, "This } has no { to close.")                                             \
    X(EXPECT_VAR_NAME, "Write a name after var, like: var n = 2;")                                \
    X(EXPECT_AFTER_DOT, "After the dot, write one of {1}'s commands or attributes.")              \
    X(EXPECT_FUNCTION_NAME, "Write the function's name after function, like: function A() { }")  \
    X(EXPECT_PARAM, "Write a name for each of the function's inputs, like: function jump(n)")    \
    X(KEYWORD_AS_NAME, "{1} is a special word of the language. Choose another name.")             \
    X(BAD_ASSIGN, "Only a variable can be given a value with =.")                                 \
    X(ATTR_ASSIGN, "You can't change {1}.{2} with =. Use one of its commands.")                   \
    X(NESTED_FUNCTION, "Write functions on their own, not inside { } of other code.")             \
    X(DOT_NEEDS_OBJECT, "Only objects have commands: put an object's name before the dot.")       \
    X(ELSE_WITHOUT_IF, "This else has no if before it.")                                          \
    X(MISSING_PARENS, "Put () after {1} to run it: {1}();")                                       \
    X(NO_EFFECT, "This line does nothing. Use it in a command, an if or a var.")                  \
    X(MISSPELT_KEYWORD, "I don't know {1}. Did you mean {2}?")                                    \
    X(REPEAT_CLASSIC, "repeat only takes a number of times, like repeat (3). To count with a "      \
                      "variable, write for (var i = 0; i < 3; i = i + 1).")                          \
    X(EQUALS_IN_CONDITION, "Use == to compare. A single = gives a variable a value.")             \
    /* checking names against the world */                                                        \
    X(UNKNOWN_NAME, "I don't know {1}.")                                                          \
    X(UNKNOWN_FUNCTION, "There is no function or action called {1}.")                            \
    X(UNKNOWN_OBJECT, "There is no object called {1}.")                                           \
    X(UNKNOWN_COMMAND, "{1} has no command {2}.")                                                 \
    X(UNKNOWN_ATTRIBUTE, "{1} has no attribute {2}.")                                             \
    X(NOT_AN_OBJECT, "{1} is not an object, so it has no commands or attributes.")                \
    X(OBJECT_AS_VALUE, "{1} is an object. Use one of its commands, like {1}.{2}();")              \
    X(OBJECT_AS_VALUE_ATTR, "{1} is an object. Read one of its attributes, like {1}.{2}")         \
    X(OBJECT_NO_ATTRIBUTES, "{1} has no attributes to read.")         \
    X(COMMAND_AS_ATTRIBUTE, "{2} is a command: write {1}.{2}();")                                 \
    X(ATTRIBUTE_AS_COMMAND, "{2} is an attribute, not a command: write {1}.{2} without ( ).")     \
    X(ARG_NONE, "{1} takes nothing in ( ). Write {1}();")                                         \
    X(ARG_WORD, "{1} needs one of {2} in ( ).")                                                   \
    X(ARG_WORD_WRONG, "{1} needs one of {2}, not {3}.")                                           \
    X(ARG_INT, "{1} needs a whole number in ( ).")                                                \
    X(ARITY, "{1} needs {2} in ( ), but got {3}.")                                                \
    X(PRINT_ARGS, "print needs one value in ( ), like: print(n);")                                \
    X(FUNCTION_NAME_NOT_ALLOWED, "Functions here must be called {2}. {1} is not one of them.")    \
    X(FUNCTION_TWICE, "There are two functions called {1}. Give one another name.")               \
    X(FUNCTION_NAME_TAKEN, "{1} is already the name of {2}. Give your function another name.")    \
    X(VAR_TWICE, "There is already a variable called {1} here.")                                  \
    X(VAR_NAME_TAKEN, "{1} is already the name of {2}. Give your variable another name.")         \
    X(VAR_NOT_MADE, "Make the variable first: var {1} = ...;")                                    \
    X(FUNCTION_AS_VALUE, "{1} is {2}. Run it with {1}();")                                        \
    X(RETURN_OUTSIDE, "return can only be used inside a function.")                               \
    /* running */                                                                                 \
    X(STEP_LIMIT, "Your program ran {1} steps and did not finish. Is there a loop that never stops?") \
    X(CALL_DEPTH, "Your functions called each other {1} times without finishing. Does a function call itself forever?") \
    X(NEED_BOOL, "{1} needs true or false here, but got {2}.")                                    \
    X(NEED_COUNT, "{1} needs a whole number of times, but got {2}.")                              \
    X(NEGATIVE_COUNT, "{1} can't repeat {2} times. Use 0 or more.")                               \
    X(NEED_NUMBERS, "{1} works on numbers, but got {2}.")                                         \
    X(NEED_NUMBERS_2, "{1} works on numbers, but got {2} and {3}.")                               \
    X(PLUS_TYPES, "+ adds numbers or joins text, but got {1} and {2}.")                           \
    X(DIVIDE_BY_ZERO, "You can't divide by zero.")                                                \
    X(NUMBER_OVERFLOW, "This number got too big for the computer.")                               \
    X(TEXT_TOO_LONG, "This text got too long. The most is {1} letters.")                          \
    X(NO_VALUE, "{1} has no value yet. Give it one first: {1} = ...;")                            \
    X(WORLD, "{1}")                                                                               \
    X(WORLD_NO_REASON, "{1} could not be done here.")                                             \
    /* hints added after a main sentence */                                                       \
    X(HINT_DID_YOU_MEAN, "Did you mean {1}?")                                                     \
    X(HINT_COMMANDS, "{1} can do: {2}.")                                                          \
    X(HINT_ATTRIBUTES, "{1} has: {2}.")                                                           \
    X(HINT_OBJECTS, "The objects here are: {1}.")                                                 \
    X(HINT_NO_OBJECTS, "There are no objects here.")                                              \
    X(HINT_ACTIONS, "You can use: {1}.")                                                          \
    X(HINT_NO_COMMANDS, "{1} has no commands at all, only attributes: {2}.")                     \
    X(HINT_MORE_ERRORS, "There are more mistakes. Fix these first.")                              \
    /* words used inside messages */                                                              \
    X(WORD_NOTHING, "nothing")                                                                    \
    X(WORD_END, "the end of the program")                                                         \
    X(WORD_AN_OBJECT, "an object")                                                                \
    X(WORD_AN_ACTION, "an action")                                                                \
    X(WORD_A_FUNCTION, "a function")                                                              \
    X(WORD_A_VARIABLE, "a variable")                                                              \
    X(WORD_FUNCTION_BODY, "function's body")                                                      \
    X(WORD_LOOP_BODY, "loop's body")

#define LANG_MSG_ENUM(id, text) LANG_MSG_##id,
typedef enum LangMsg { LANG_MESSAGES(LANG_MSG_ENUM) LANG_MSG_COUNT } LangMsg;
#undef LANG_MSG_ENUM

/* The template of a message. */
const char *lang_msg_template(LangMsg msg);
/* The message's identifier as text ("UNKNOWN_COMMAND"), for tests and logs. */
const char *lang_msg_id(LangMsg msg);
/* Fill {1}..{4} from args (NULL args print as nothing) into out (always NUL-terminated).
 * Returns the length written. */
int lang_msg_format(char *out, int out_size, LangMsg msg, const char *a1, const char *a2,
                    const char *a3, const char *a4);
/* Append " " + a formatted hint sentence to out (truncating safely). */
void lang_msg_append(char *out, int out_size, LangMsg msg, const char *a1, const char *a2);

#endif
