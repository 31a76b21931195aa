/* messages.h - every message the language shows a pupil, in one table ready for translation.
 * A message is a template with numbered holes {1}..{4}; lang_msg_format fills them.
 * Messages are built from a main sentence plus optional hint sentences (LANG_MSG_HINT_*). */
#ifndef LANG_MESSAGES_H
#define LANG_MESSAGES_H

/* X(id, template) */
#define LANG_MESSAGES(X)                                                                          \
    X(NONE, "")                                                                                   \
    /* the lexer */                                                                               \
    /* TRANSLATORS: the messages below tell a pupil (about 9 years old) what is wrong             \
       with their program. {1}..{4} are filled in with names, numbers or code: keep               \
       them, in any order. Words of the pupils' language (var, if, else, while, for,              \
       repeat, function, return, print, true, false) and code examples stay English. */           \
    X(UNKNOWN_CHAR, N_("I don't know the sign {1} here."))                                        \
    X(SINGLE_AND, N_("Write && (two of them) for 'and'."))                                        \
    X(SINGLE_OR, N_("Write || (two of them) for 'or'."))                                          \
    X(STRING_UNCLOSED, N_("This text has no closing \" before the end of the line."))             \
    X(STRING_TOO_LONG, N_("This text is too long. The most is {1} letters."))                     \
    X(BAD_ESCAPE, N_("After \\ write n, t, \" or \\."))                                           \
    X(NUMBER_TOO_BIG, N_("The number {1} is too big. The biggest is {2}."))                       \
    X(SINGLE_QUOTE, N_("Write text between double quotes, like \"{1}\"."))                        \
    X(DECIMAL_NUMBER, N_("Only whole numbers work here, like 2 or 3, not {1}."))                  \
    X(BLOCK_COMMENT, N_("Comments start with // and go to the end of the line."))                 \
    /* program size */                                                                            \
    X(TOO_MANY_LINES, N_("Your program has {1} lines. The most a program can have is {2}."))      \
    X(TOO_MANY_CHARS, N_("Your program has {1} letters and signs. The most is {2}."))             \
    X(TOO_DEEP, N_("This code is nested too deeply (more than {1} levels inside each other)."))   \
    X(TOO_MANY_FUNCTIONS, N_("There are too many functions. The most is {1}."))                   \
    X(TOO_MANY_VARIABLES, N_("There are too many variables here. The most is {1}."))              \
    X(TOO_MANY_ARGS, N_("There are too many values in ( ). The most is {1}."))                    \
    X(TOO_COMPLEX, N_("This program is too big to run. Make it shorter."))                        \
    X(OUT_OF_MEMORY, N_("The computer ran out of memory for this program."))                      \
    /* the parser */                                                                              \
    X(EXPECT_SEMICOLON, N_("Put a ; at the end of this command."))                                \
    X(EXPECT_EXPRESSION, N_("I expected a value or a command here, but found {1}."))              \
    X(EXPECT_LPAREN, N_("Put ( after {1}."))                                                      \
    X(EXPECT_RPAREN, N_("A ( is not closed. Put ) here."))                                        \
    /* TRANSLATORS: {1} is "{"; {2} is "function's body" or "loop's body" */                      \
    X(EXPECT_BLOCK, N_("Put {1} here to start the {2}."))                                         \
    X(UNCLOSED_BRACE, N_("This { is never closed. Put a } where its block ends."))                \
    X(UNEXPECTED_RBRACE, N_("This } has no { to close."))                                         \
    X(EXPECT_VAR_NAME, N_("Write a name after var, like: var n = 2;"))                            \
    X(EXPECT_AFTER_DOT, N_("After the dot, write one of {1}'s commands or attributes."))          \
    X(EXPECT_FUNCTION_NAME, N_("Write the function's name after function, like: function A() { }")) \
    X(EXPECT_PARAM, N_("Write a name for each of the function's inputs, like: function jump(n)")) \
    X(KEYWORD_AS_NAME, N_("{1} is a special word of the language. Choose another name."))         \
    X(BAD_ASSIGN, N_("Only a variable can be given a value with =."))                             \
    X(ATTR_ASSIGN, N_("You can't change {1}.{2} with =. Use one of its commands."))               \
    X(NESTED_FUNCTION, N_("Write functions on their own, not inside { } of other code."))         \
    X(DOT_NEEDS_OBJECT, N_("Only objects have commands: put an object's name before the dot."))   \
    X(ELSE_WITHOUT_IF, N_("This else has no if before it."))                                      \
    X(MISSING_PARENS, N_("Put () after {1} to run it: {1}();"))                                   \
    X(NO_EFFECT, N_("This line does nothing. Use it in a command, an if or a var."))              \
    X(MISSPELT_KEYWORD, N_("I don't know {1}. Did you mean {2}?"))                                \
    X(REPEAT_CLASSIC, N_("repeat only takes a number of times, like repeat (3). To count with a " \
                         "variable, write for (var i = 0; i < 3; i = i + 1)."))                   \
    X(EQUALS_IN_CONDITION, N_("Use == to compare. A single = gives a variable a value."))         \
    /* checking names against the world */                                                        \
    X(UNKNOWN_NAME, N_("I don't know {1}."))                                                      \
    X(UNKNOWN_FUNCTION, N_("There is no function or action called {1}."))                         \
    X(UNKNOWN_OBJECT, N_("There is no object called {1}."))                                       \
    X(UNKNOWN_COMMAND, N_("{1} has no command {2}."))                                             \
    X(UNKNOWN_ATTRIBUTE, N_("{1} has no attribute {2}."))                                         \
    X(NOT_AN_OBJECT, N_("{1} is not an object, so it has no commands or attributes."))            \
    X(OBJECT_AS_VALUE, N_("{1} is an object. Use one of its commands, like {1}.{2}();"))          \
    X(OBJECT_AS_VALUE_ATTR, N_("{1} is an object. Read one of its attributes, like {1}.{2}"))     \
    X(OBJECT_NO_ATTRIBUTES, N_("{1} has no attributes to read."))         \
    X(COMMAND_AS_ATTRIBUTE, N_("{2} is a command: write {1}.{2}();"))                             \
    X(ATTRIBUTE_AS_COMMAND, N_("{2} is an attribute, not a command: write {1}.{2} without ( ).")) \
    X(ARG_NONE, N_("{1} takes nothing in ( ). Write {1}();"))                                     \
    X(ARG_WORD, N_("{1} needs one of {2} in ( )."))                                               \
    X(ARG_WORD_WRONG, N_("{1} needs one of {2}, not {3}."))                                       \
    X(ARG_INT, N_("{1} needs a whole number in ( )."))                                            \
    X(ARITY, N_("{1} needs {2} in ( ), but got {3}."))                                            \
    X(PRINT_ARGS, N_("print needs one value in ( ), like: print(n);"))                            \
    X(FUNCTION_NAME_NOT_ALLOWED, N_("Functions here must be called {2}. {1} is not one of them.")) \
    X(FUNCTION_TWICE, N_("There are two functions called {1}. Give one another name."))           \
    /* TRANSLATORS: {2} is "an object", "an action" or "a function" */                            \
    X(FUNCTION_NAME_TAKEN, N_("{1} is already the name of {2}. Give your function another name.")) \
    X(VAR_TWICE, N_("There is already a variable called {1} here."))                              \
    /* TRANSLATORS: {2} is "an object", "an action" or "a function" */                            \
    X(VAR_NAME_TAKEN, N_("{1} is already the name of {2}. Give your variable another name."))     \
    X(VAR_NOT_MADE, N_("Make the variable first: var {1} = ...;"))                                \
    /* TRANSLATORS: {2} is "an action" or "a function" */                                         \
    X(FUNCTION_AS_VALUE, N_("{1} is {2}. Run it with {1}();"))                                    \
    X(RETURN_OUTSIDE, N_("return can only be used inside a function."))                           \
    /* running */                                                                                 \
    X(STEP_LIMIT, N_("Your program ran {1} steps and did not finish. Is there a loop that never stops?")) \
    X(CALL_DEPTH, N_("Your functions called each other {1} times without finishing. Does a function call itself forever?")) \
    X(NEED_BOOL, N_("{1} needs true or false here, but got {2}."))                                \
    X(NEED_COUNT, N_("{1} needs a whole number of times, but got {2}."))                          \
    X(NEGATIVE_COUNT, N_("{1} can't repeat {2} times. Use 0 or more."))                           \
    X(NEED_NUMBERS, N_("{1} works on numbers, but got {2}."))                                     \
    X(NEED_NUMBERS_2, N_("{1} works on numbers, but got {2} and {3}."))                           \
    X(PLUS_TYPES, N_("+ adds numbers or joins text, but got {1} and {2}."))                       \
    X(DIVIDE_BY_ZERO, N_("You can't divide by zero."))                                            \
    X(NUMBER_OVERFLOW, N_("This number got too big for the computer."))                           \
    X(TEXT_TOO_LONG, N_("This text got too long. The most is {1} letters."))                      \
    X(NO_VALUE, N_("{1} has no value yet. Give it one first: {1} = ...;"))                        \
    X(WORLD, "{1}")                                                                               \
    X(WORLD_NO_REASON, N_("{1} could not be done here."))                                         \
    /* hints added after a main sentence */                                                       \
    X(HINT_DID_YOU_MEAN, N_("Did you mean {1}?"))                                                 \
    X(HINT_COMMANDS, N_("{1} can do: {2}."))                                                      \
    X(HINT_ATTRIBUTES, N_("{1} has: {2}."))                                                       \
    X(HINT_OBJECTS, N_("The objects here are: {1}."))                                             \
    X(HINT_NO_OBJECTS, N_("There are no objects here."))                                          \
    X(HINT_ACTIONS, N_("You can use: {1}."))                                                      \
    X(HINT_NO_COMMANDS, N_("{1} has no commands at all, only attributes: {2}."))                  \
    X(HINT_MORE_ERRORS, N_("There are more mistakes. Fix these first."))                          \
    /* words used inside messages */                                                              \
    /* TRANSLATORS: a value that is not set yet, as print shows it and in "but got {2}" */        \
    X(WORD_NOTHING, N_("nothing"))                                                                \
    /* TRANSLATORS: fills {1} of "I expected a value or a command here, but found {1}." */        \
    X(WORD_END, N_("the end of the program"))                                                     \
    /* TRANSLATORS: fills {2} of "{1} is already the name of {2}." */                             \
    X(WORD_AN_OBJECT, N_("an object"))                                                            \
    /* TRANSLATORS: fills {2} of "{1} is already the name of {2}." */                             \
    /* and of "{1} is {2}. Run it with {1}();" */                                                 \
    X(WORD_AN_ACTION, N_("an action"))                                                            \
    /* TRANSLATORS: fills {2} of "{1} is already the name of {2}." */                             \
    /* and of "{1} is {2}. Run it with {1}();" */                                                 \
    X(WORD_A_FUNCTION, N_("a function"))                                                          \
    X(WORD_A_VARIABLE, N_("a variable"))                                                          \
    /* TRANSLATORS: fills {2} of "Put {1} here to start the {2}." */                              \
    X(WORD_FUNCTION_BODY, N_("function's body"))                                                  \
    /* TRANSLATORS: fills {2} of "Put {1} here to start the {2}." */                              \
    X(WORD_LOOP_BODY, N_("loop's body"))

#define LANG_MSG_ENUM(id, text) LANG_MSG_##id,
typedef enum LangMsg { LANG_MESSAGES(LANG_MSG_ENUM) LANG_MSG_COUNT } LangMsg;
#undef LANG_MSG_ENUM

/* The template of a message, in the pupil's language (core/i18n.h). */
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
