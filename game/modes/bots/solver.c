/* solver.c - breadth-first fewest actions and the par prover (solver.h says what each proves).
 * Depends on bots.h (every action goes through bots_step), level.h, bots_lang.h (finds are
 * confirmed by bots_run_program), world_keys.h (world keys and their hash set), par_bounds.h
 * (what every solution must do, from the start world's reachable states) and core/buf.h.
 * Long file: the prover's generation, its bounds, its seen states and the worlds it walks (by
 * number or by value, Pos) share one Prover's internals (contexts, functions, the events log and
 * the action kinds kept along it); apart they would each need the others'. Search versions 1 (kept for
 * generators 2-7), 2, 3 and 4 are the same generation, each later one cutting more at the points where a
 * context ends (4 also where a command is written: calls_owed and turn_run_cut read the same
 * contexts and functions). Parts (BotsProveDesc.part) deal subtrees in gen and skip the seen states above the
 * dealing depth: the same generation's nodes, so they stay here too.
 */
#include "solver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bots_lang.h"
#include "par_bounds.h"
#include "world_keys.h"
#include "core/buf.h"

/* ---- fewest plain actions: breadth-first ---------------------------------------------------- */

BotsSolveStatus bots_solve_shortest_actions(const BotsWorld *start, int max_actions, BotsAction *out, int *len)
{
    if (len) *len = -1;
    if (bots_solved(start)) {
        if (len) *len = 0;
        return BOTS_SOLVE_FOUND;
    }
    if (max_actions < 1) return BOTS_SOLVE_NONE;
    int total = bots_key_boxes(start);
    if (total > BOTS_KEY_MAX_BOXES) return BOTS_SOLVE_UNKNOWN;
    BotsStateSet set;
    bots_set_init(&set, 2 + total, BOTS_SOLVE_MAX_STATES);
    uint8_t key[2 + BOTS_KEY_MAX_BOXES];
    bots_key_of(start, total, key);
    /* Each state's value is its parent's index * 8 + the action that led to it. */
    if (bots_set_add(&set, key, bots_key_hash(key, set.key_len), -1) < 0) {
        bots_set_free(&set);
        return BOTS_SOLVE_UNKNOWN;
    }
    BotsSolveStatus status = BOTS_SOLVE_NONE;
    int depth = 0, next_depth_at = 1;
    for (int i = 0; i < set.count && status == BOTS_SOLVE_NONE; i++) {
        if (i == next_depth_at) {
            depth++;
            next_depth_at = set.count;
        }
        if (depth >= max_actions) break; /* a solution from here would be too long */
        BotsWorld w;
        bots_key_world(start, set.keys + (size_t)i * (size_t)set.key_len, total, &w);
        for (int a = 0; a < BOTS_ACTION_COUNT; a++) {
            BotsWorld next = w;
            if (bots_step(&next, (BotsAction)a) != BOTS_OK) continue;
            if (bots_solved(&next)) {
                int n = depth + 1, at = i;
                if (out) {
                    out[n - 1] = (BotsAction)a;
                    for (int k = n - 2; k >= 0; k--) {
                        out[k] = (BotsAction)(set.values[at] & 7);
                        at = set.values[at] >> 3;
                    }
                }
                if (len) *len = n;
                status = BOTS_SOLVE_FOUND;
                break;
            }
            bots_key_of(&next, total, key);
            uint64_t h = bots_key_hash(key, set.key_len);
            if (bots_set_find(&set, key, h) >= 0) continue;
            if (bots_set_add(&set, key, h, (int32_t)(i * 8 + a)) < 0) {
                status = BOTS_SOLVE_UNKNOWN;
                break;
            }
        }
    }
    bots_set_free(&set);
    return status;
}

/* ---- the par prover ------------------------------------------------------------------------
 * Programs are generated in the order they run. Open contexts form a stack: the main program,
 * a repeat in its first pass, a function in its first call. Each node may end the innermost
 * context (free: a repeat then replays its first pass k - 1 times) or add one command to it.
 * Every action run so far is in the trace; with no conditions a repeat's pass, a function's
 * call and a recursive cycle each run the very same actions every time, so they replay slices
 * of the trace. The events log is the program written so far, in the order it was chosen. */

#define MAX_FNS 6
#define MAX_CTX 64
#define MAX_EVENTS 512
#define KEY_EXTRA 56 /* main-program key bytes beyond the world: last commands, functions */
#define TOK_OTHER BOTS_ACTION_COUNT /* a command that is not an action (version 1: nor a call) */
#define TOK_CALL (TOK_OTHER + 1)    /* version 2: a call to function f is TOK_CALL + f */

enum { CTX_MAIN, CTX_REPEAT, CTX_FUNC };
enum { EV_ACTION, EV_REPEAT_OPEN, EV_REPEAT_CLOSE, EV_CALL, EV_FN_OPEN, EV_FN_CLOSE, EV_RECURSE };
enum { RUN_OK, RUN_FAILED, RUN_SOLVED };

typedef struct Event {
    uint8_t kind, arg; /* arg: the action, the repeat count or the function */
} Event;

typedef struct Ctx {
    int kind;
    int fn;            /* the innermost function this context is in, -1 in the main program */
    int trace_start;   /* the trace length when it began */
    int direct;        /* commands written directly in it */
    int last, prev;    /* its last two direct commands: an action, a call or TOK_OTHER */
    int before;        /* a repeat: its parent's last command before it */
    int only_repeat_k; /* the count of its first command when that is a finished repeat */
    int depth;         /* call depth inside it */
    int run_rot, run_cost; /* version 4: its last commands that only turn (turn_run_cut) */
    int ev_start;      /* the events log's length when it began (its text follows) */
} Ctx;

/* A world the search is in. With par_bounds.h's bounds ready every world a program can reach is
 * one of their numbered worlds, and the search goes by number: a step is a look-up in the bounds
 * (bots_par_bounds_next), solved and dead are its distance (0, -1), its key is the one stored
 * there. Else (no bounds, or more worlds than they enumerate) the world itself, stepped by
 * bots_step. Both ways search the same programs in the same order (the same nodes, the same
 * verdict). */
typedef struct Pos {
    int32_t at;  /* by number: the world's index in bounds.states */
    BotsWorld w; /* else: the world (not written by number) */
} Pos;

typedef struct Fn {
    int open, closed;
    int trace_start, trace_len; /* its first call's actions (closed: what every call runs) */
    int total;                  /* commands in its body (nested repeats, not other functions) */
    int sites;                  /* calls written to it */
    int runs;                   /* version 4: sites not straight after a call to it (calls_owed) */
    int depth;                  /* call depth inside it */
    int ev_start, ev_end;       /* its body in the events log */
    unsigned kinds;             /* closed: the action kinds of its body (text_kinds) */
    int turns;                  /* version 4, closed: quarter turns right a call makes when it
                                   only turns (0-3), else -1 */
} Fn;

typedef struct Prover {
    const BotsLevel *level;
    int budget, max_repeat, max_repeat_main, max_call_depth, max_trace, total_boxes;
    int version;     /* BotsProveDesc.version, 1 to BOTS_PROVE_VERSION */
    int part, parts; /* BotsProveDesc's part - 1 and parts (1: the whole search) */
    int depth;       /* with parts: the node's depth (the root is 0) */
    long long dealt; /* with parts: subtrees at BOTS_PROVE_SPLIT_DEPTH met so far */
    int searched_below; /* every program with fewer commands was searched (keep_going's) */
    long long nodes, max_nodes, rejected;
    int found, gave_up;
    BotsKeepGoing keep_going;
    void *user;
    BotsAction *trace;
    int trace_len;
    Ctx ctx[MAX_CTX];
    int nctx, open_repeats;
    Fn fns[MAX_FNS];
    int nfns;
    Event ev[MAX_EVENTS];
    int nev;
    /* kinds[i]: the action kinds (1 << action) of ev[ctx[1].ev_start, i), for i from where the
     * outermost open context began; what rerun_kinds reads instead of the text (the log is a
     * stack, so a value below nev stays right while the search is above it). */
    unsigned kinds[MAX_EVENTS + 1];
    BotsStateSet seen; /* main-program keys and the fewest commands that reached them */
    uint8_t *history; /* world keys after each pass of the main program's repeats being ended */
    uint8_t *cycle_keys; /* world keys at the start of each cycle of a recursion */
    int history_levels, history_used;
    Pos before[MAX_CTX]; /* the world when each open repeat began (version 1: main-program ones) */
    Pos fn_began[MAX_FNS]; /* the world when each function's first call began */
    char program[BOTS_SOLUTION_MAX];
    int program_commands;
    int switch_count;
    BotsParBounds bounds;               /* not ready: no bounds beyond lower_bound */
    int by_number;                      /* bounds.ready: Pos.at names the world */
    uint8_t switch_x[BOTS_MAX_W * BOTS_MAX_D], switch_y[BOTS_MAX_W * BOTS_MAX_D];
} Prover;

static int stopped(const Prover *p)
{
    return p->found || p->gave_up;
}

/* bots_solved, asked only when the rule in bots.h (every switch has a box on it or the robot on
 * it) can hold: most worlds fail it at the first switch, and bots_solved scans the whole grid. */
static int solved(const Prover *p, const BotsWorld *w)
{
    for (int i = 0; i < p->switch_count; i++) {
        int x = p->switch_x[i], y = p->switch_y[i];
        if (!w->boxes[y][x] && (w->robot_x != x || w->robot_y != y)) return 0;
    }
    return bots_solved(w);
}

/* ---- worlds by number or by value (Pos) ---- */

/* Action a from `from` into `to` (which may be from); 0 when it fails. */
static int pos_step(const Prover *p, Pos *to, const Pos *from, int a)
{
    if (p->by_number) {
        to->at = bots_par_bounds_next(&p->bounds, from->at, a);
        return to->at >= 0;
    }
    if (to != from) to->w = from->w;
    return bots_step(&to->w, (BotsAction)a) == BOTS_OK;
}

static int pos_solved(const Prover *p, const Pos *s)
{
    return p->by_number ? p->bounds.states.values[s->at] == 0 : solved(p, &s->w);
}

/* Its world key (world_keys.h), key_len bytes. */
static void pos_key(const Prover *p, const Pos *s, uint8_t *key)
{
    int n = 2 + p->total_boxes;
    if (p->by_number)
        memcpy(key, p->bounds.states.keys + (size_t)s->at * (size_t)n, (size_t)n);
    else
        bots_key_of(&s->w, p->total_boxes, key);
}

static int pos_equal(const Prover *p, const Pos *a, const Pos *b)
{
    return p->by_number ? a->at == b->at : bots_world_equal(&a->w, &b->w);
}

static void pos_copy(const Prover *p, Pos *to, const Pos *from)
{
    if (p->by_number)
        to->at = from->at;
    else
        *to = *from;
}

/* Run trace[start, start + len) again on s, appending to the trace. */
static int replay(Prover *p, Pos *s, int start, int len)
{
    for (int i = 0; i < len; i++) {
        BotsAction a = p->trace[start + i];
        if (p->trace_len >= p->max_trace) return RUN_FAILED; /* the language would stop it */
        if (!pos_step(p, s, s, a)) return RUN_FAILED;
        p->trace[p->trace_len++] = a;
        if (pos_solved(p, s)) return RUN_SOLVED;
    }
    return RUN_OK;
}

/* ---- writing a program from the events log ---- */

static void put_line(LpBuf *out, int indent, const char *text)
{
    for (int i = 0; i < indent; i++)
        lp_buf_puts(out, "  ");
    lp_buf_puts(out, text);
    lp_buf_puts(out, "\n");
}

/* Writes one sequence from ev[*i] up to its closing event; returns a repeat's count, 0 for a
 * function's end, -1 at the end of the log (a context the solving action left unfinished). */
static int write_seq(const Event *ev, int n, int *i, int indent, LpBuf *out, LpBuf *bodies)
{
    char line[64];
    while (*i < n) {
        Event e = ev[(*i)++];
        switch (e.kind) {
        case EV_ACTION:
            snprintf(line, sizeof line, "%s();", bots_action_name((BotsAction)e.arg));
            put_line(out, indent, line);
            break;
        case EV_CALL:
        case EV_RECURSE:
        case EV_FN_OPEN:
            snprintf(line, sizeof line, "%c();", 'A' + e.arg);
            put_line(out, indent, line);
            if (e.kind == EV_FN_OPEN) write_seq(ev, n, i, 1, &bodies[e.arg], bodies);
            break;
        case EV_REPEAT_OPEN: {
            LpBuf body;
            lp_buf_init(&body);
            int k = write_seq(ev, n, i, indent + 1, &body, bodies);
            snprintf(line, sizeof line, "repeat (%d) {", k >= 2 ? k : 2);
            put_line(out, indent, line);
            if (body.data) lp_buf_puts(out, body.data);
            put_line(out, indent, "}");
            lp_buf_free(&body);
            break;
        }
        case EV_REPEAT_CLOSE: return e.arg;
        case EV_FN_CLOSE: return 0;
        default: break;
        }
    }
    return -1;
}

static void write_program(const Prover *p, LpBuf *out)
{
    LpBuf main_seq, bodies[MAX_FNS];
    lp_buf_init(&main_seq);
    for (int f = 0; f < MAX_FNS; f++)
        lp_buf_init(&bodies[f]);
    int i = 0;
    write_seq(p->ev, p->nev, &i, 0, &main_seq, bodies);
    for (int f = 0; f < p->nfns; f++) {
        lp_buf_printf(out, "function %c() {\n", 'A' + f);
        if (bodies[f].data) lp_buf_puts(out, bodies[f].data);
        lp_buf_puts(out, "}\n");
    }
    if (main_seq.data) lp_buf_puts(out, main_seq.data);
    lp_buf_free(&main_seq);
    for (int f = 0; f < MAX_FNS; f++)
        lp_buf_free(&bodies[f]);
}

/* The events log solves the level in simulation: confirm it with the game's runner. */
static void candidate(Prover *p)
{
    LpBuf text;
    lp_buf_init(&text);
    write_program(p, &text);
    BotsRunReport report;
    const char *src = text.data ? text.data : "";
    if (bots_run_program(p->level, src, &report) == BOTS_RUN_SOLVED && strlen(src) < sizeof p->program) {
        p->found = 1;
        p->program_commands = report.commands;
        snprintf(p->program, sizeof p->program, "%s", src);
    } else {
        p->rejected++;
    }
    lp_buf_free(&text);
}

static void push_event(Prover *p, int kind, int arg)
{
    p->ev[p->nev].kind = (uint8_t)kind;
    p->ev[p->nev].arg = (uint8_t)arg;
    p->kinds[p->nev + 1] = p->kinds[p->nev] | (kind == EV_ACTION ? 1u << arg : 0u);
    p->nev++;
}

/* A context begins with the events log at nev: when it is the outermost open one, the text
 * kinds rerun_kinds reads begin there. */
static void context_begins(Prover *p)
{
    if (p->nctx == 1) p->kinds[p->nev] = 0;
}

/* ---- bookkeeping of one written command ---- */

typedef struct Undo {
    Ctx top;
} Undo;

/* The token a call to f leaves as a context's last command (version 1: TOK_OTHER). */
static int call_token(const Prover *p, int f)
{
    return p->version >= 2 ? TOK_CALL + f : TOK_OTHER;
}

/* Version 4: the quarter turns right a command makes when it only turns (a turn, or a call to a
 * finished function that only turns), else -1. */
static int command_turns(const Prover *p, int token)
{
    if (token == BOTS_TURN_RIGHT) return 1;
    if (token == BOTS_TURN_LEFT) return 3;
    if (token >= TOK_CALL && p->fns[token - TOK_CALL].closed) return p->fns[token - TOK_CALL].turns;
    return -1;
}

/* Version 4: commands side by side in one context that only turn never fail nor solve, and do
 * what the fewest commands turning as far do: none, turnRight, turnLeft, turnRight turnRight or,
 * once a finished function turns the robot round, a call to it. Cuts the command token when the
 * run it ends has more (solver.h). */
static int turn_run_cut(const Prover *p, const Ctx *c, int token)
{
    int turns = p->version >= 4 ? command_turns(p, token) : -1;
    if (turns < 0) return 0;
    int to = (c->run_rot + turns) % 4, fewest = to % 2;
    if (to == 2) {
        fewest = 2;
        for (int f = 0; f < p->nfns; f++)
            if (p->fns[f].closed && p->fns[f].turns == 2) fewest = 1;
    }
    return c->run_cost + 1 > fewest;
}

static void note_command(Prover *p, int token, Undo *u)
{
    Ctx *c = &p->ctx[p->nctx - 1];
    u->top = *c;
    int turns = p->version >= 4 ? command_turns(p, token) : -1;
    c->run_rot = turns >= 0 ? (c->run_rot + turns) % 4 : 0;
    c->run_cost = turns >= 0 ? c->run_cost + 1 : 0;
    c->direct++;
    c->prev = c->last;
    c->last = token;
    c->only_repeat_k = 0;
    if (c->fn >= 0) p->fns[c->fn].total++;
}

static void undo_command(Prover *p, const Undo *u)
{
    Ctx *c = &p->ctx[p->nctx - 1];
    if (c->fn >= 0) p->fns[c->fn].total--;
    *c = u->top;
}

/* Commands still needed before any program extending this one can be a shortest one: every
 * function needs a body of at least 2 commands and at least 2 calls written (else writing its
 * body in place is shorter), and in version 4 a finished body of just 2 commands 3 calls (with 2,
 * its body written in place of each call costs the same: see calls_owed). One command adds to one
 * body and calls one function. */
typedef struct Owed {
    int sites; /* calls functions still need written */
    int body;  /* commands open bodies still need to reach 2 */
} Owed;

/* Calls fn still needs (solver.h says why each). Version 4: a finished body of 2 commands called
 * from 2 places costs 4, as the body written at both places does; and calls all side by side
 * (one run) cost more than a repeat of the body. */
static int calls_owed(const Prover *p, const Fn *fn)
{
    int want = 2;
    if (p->version >= 4) {
        if (fn->closed && fn->total == 2) want = 3;
        if (fn->runs == 1 && fn->sites >= 2 && fn->sites <= p->max_repeat && fn->sites + 1 > want)
            want = fn->sites + 1; /* with more, repeat (sites) might not be allowed */
    }
    return fn->sites < want ? want - fn->sites : 0;
}

static Owed owed(const Prover *p)
{
    Owed o = {0, 0};
    for (int f = 0; f < p->nfns; f++) {
        const Fn *fn = &p->fns[f];
        o.sites += calls_owed(p, fn);
        if (fn->open && fn->total < 2) o.body += 2 - fn->total;
    }
    return o;
}

static int lower_bound(Owed o)
{
    return o.sites > o.body ? o.sites : o.body;
}

/* Turns run as turnRight, turnRight turnRight or turnLeft; pickUp then putDown changes nothing;
 * in the main program (run once) forward then backward, or the reverse, comes back. */
static int action_allowed(const Ctx *c, int a)
{
    if (a == BOTS_TURN_LEFT || a == BOTS_TURN_RIGHT) {
        if (c->last == BOTS_TURN_LEFT) return 0;
        if (c->last == BOTS_TURN_RIGHT) return a == BOTS_TURN_RIGHT && c->prev != BOTS_TURN_RIGHT;
    }
    if (a == BOTS_PUT_DOWN && c->last == BOTS_PICK_UP) return 0;
    if (c->kind == CTX_MAIN &&
        ((a == BOTS_FORWARD && c->last == BOTS_BACKWARD) || (a == BOTS_BACKWARD && c->last == BOTS_FORWARD)))
        return 0;
    return 1;
}

/* The action kinds (bit 1 << action) of text in ev[from, to). */
static unsigned text_kinds(const Prover *p, int from, int to)
{
    unsigned kinds = 0;
    for (int i = from; i < to; i++)
        if (p->ev[i].kind == EV_ACTION) kinds |= 1u << p->ev[i].arg;
    return kinds;
}

/* The action kinds any action still to run can come from, besides commands not yet written: text
 * that runs again. That is every function's body (closed ones are called, open ones called
 * or recursed into) and all text since the outermost open repeat or function began (a repeat
 * replays its body; a function body runs at each call). The main program's other text, closed
 * repeats included, never runs again. */
static unsigned rerun_kinds(const Prover *p)
{
    /* An open function is in its first call, so its text is in the outermost context's. */
    unsigned kinds = p->nctx > 1 ? p->kinds[p->nev] : 0;
    for (int f = 0; f < p->nfns; f++)
        if (p->fns[f].closed) kinds |= p->fns[f].kinds;
    return kinds;
}

/* par_bounds.h's bounds: a dead world never solves; the actions every solution from w needs
 * that no text running again holds are commands still to write (actions, so apart from the
 * calls that lower_bound counts); in the main program with nothing open, a world more plain
 * actions from solved than commands are left needs a repeat or a call among them. */
static int bounds_cut(const Prover *p, const Pos *w, int cost, Owed o)
{
    int d = p->bounds.states.values[w->at];
    if (d == -1) return 1;
    unsigned need = p->bounds.need[w->at];
    unsigned written = rerun_kinds(p);
    int loop = p->nctx == 1 && d > p->budget - cost;
    int lb = bots_par_bounds_missing(need, written) + (o.sites > loop ? o.sites : loop);
    return cost + (o.body > lb ? o.body : lb) > p->budget;
}

static int dead(const Prover *p, const Pos *w)
{
    return p->by_number && p->bounds.states.values[w->at] == -1;
}

static void gen(Prover *p, const Pos *w, int cost);

/* ---- the main program's seen states ---- */

static int event_byte(Event e)
{
    switch (e.kind) {
    case EV_ACTION: return e.arg;
    case EV_REPEAT_OPEN: return 8;
    case EV_REPEAT_CLOSE: return 9 + e.arg;
    case EV_CALL: return 110 + e.arg;
    case EV_FN_OPEN: return 120 + e.arg;
    case EV_FN_CLOSE: return 130;
    default: return 140;
    }
}

/* In the main program what follows depends only on the world, the functions written, which of
 * them still need a call, and the last two commands (for the rules above). Returns 1 when this
 * state was reached before with no more commands (everything from here was searched then). */
static int seen_before(Prover *p, const Pos *w, int cost)
{
    uint8_t key[2 + BOTS_KEY_MAX_BOXES + KEY_EXTRA];
    int n = 2 + p->total_boxes;
    pos_key(p, w, key);
    const Ctx *c = &p->ctx[0];
    int need = 0;
    for (int f = 0; f < p->nfns; f++)
        need |= (p->fns[f].sites < 2) << f;
    uint8_t extra[KEY_EXTRA];
    int e = 0;
    extra[e++] = (uint8_t)c->last;
    extra[e++] = (uint8_t)c->prev;
    extra[e++] = (uint8_t)p->nfns;
    extra[e++] = (uint8_t)need;
    /* Version 4: what calls_owed reads, each function's calls and whether they are one run. */
    for (int f = 0; f < p->nfns && p->version >= 4; f++)
        extra[e++] = (uint8_t)((p->fns[f].sites < 127 ? p->fns[f].sites : 127) | (p->fns[f].runs == 1) << 7);
    for (int f = 0; f < p->nfns; f++) {
        for (int i = p->fns[f].ev_start; i < p->fns[f].ev_end; i++) {
            if (e >= KEY_EXTRA - 1) return 0; /* too long to key: search on without the set */
            extra[e++] = (uint8_t)event_byte(p->ev[i]);
        }
        extra[e++] = 255;
    }
    while (e < KEY_EXTRA)
        extra[e++] = 0;
    memcpy(key + n, extra, KEY_EXTRA);
    uint64_t h = bots_key_hash(key, p->seen.key_len);
    int at = bots_set_find(&p->seen, key, h);
    if (at >= 0) {
        if (p->seen.values[at] <= cost) return 1;
        p->seen.values[at] = cost;
        return 0;
    }
    bots_set_add(&p->seen, key, h, cost); /* when full, search on without remembering */
    return 0;
}

/* ---- ending contexts ---- */

/* The fewest passes of trace[start, start + len) from began, at most max_passes, that end in
 * began; 0 when none do (or one fails or solves first). The trace is left as it was. */
static int period(Prover *p, const Pos *began, int start, int len, int max_passes)
{
    const int trace_at = p->trace_len;
    int found = 0;
    Pos t;
    pos_copy(p, &t, began);
    for (int i = 1; i <= max_passes && !found; i++) {
        int r = replay(p, &t, start, len);
        p->trace_len = trace_at;
        if (r != RUN_OK) break;
        if (pos_equal(p, &t, began)) found = i;
    }
    return found;
}

static void end_repeat(Prover *p, const Pos *w, int cost)
{
    const Ctx saved = p->ctx[p->nctx - 1];
    Ctx *parent = &p->ctx[p->nctx - 2];
    const int parent_saved_k = parent->only_repeat_k;
    const int start = saved.trace_start, len = p->trace_len - start, trace_at = p->trace_len;
    const int in_main = parent->kind == CTX_MAIN; /* the repeat itself runs once */
    uint8_t *hist = NULL;
    int hist_n = 0, key_len = 2 + p->total_boxes;
    /* Where this repeat began. Version 1 let a repeat the search wrote after this one (begun at
     * the same depth) overwrite it and read that one's on later tries; version 2 puts it back. */
    const Pos *began = &p->before[p->nctx - 1];
    const int v2 = p->version >= 2;
    Pos own; /* version 2: the start world, kept once a continuation may overwrite it */
    int kept = 0;
    /* A first pass that changes nothing: the body alone does what the repeat does (version 1
     * only in the main program; elsewhere a pass changes nothing from any world it succeeds
     * from, solver.h). */
    if ((in_main || v2) && pos_equal(p, w, began)) return;
    /* x; repeat (k) { ... x } runs as repeat (k) { x ... } x, the same commands (version 2 writes
     * only that one): the same command before the repeat as last in it. */
    if (v2 && saved.before == saved.last && saved.last != TOK_OTHER) return;
    /* repeat (2) { x } is x x, the same commands (version 2 writes only that one). */
    const int one_twice = v2 && saved.direct == 1 && saved.last != TOK_OTHER;
    if (in_main) {
        /* A repeat in the main program: stop at a pass that ends in a world an earlier pass
         * ended in (every later count does what a smaller one did). */
        if (p->history_used >= p->history_levels) return; /* cannot happen: levels = budget */
        hist = p->history + (size_t)p->history_used * (size_t)(p->max_repeat_main + 1) * (size_t)key_len;
        p->history_used++;
        pos_key(p, began, hist);
        pos_key(p, w, hist + key_len);
        hist_n = 2;
    }
    /* A pass of turns only never fails nor solves: the repeat turns like a run of at most two
     * turns, which costs no more than the repeat and its body. */
    int turns_only = 1;
    for (int i = start; i < trace_at && turns_only; i++)
        turns_only = p->trace[i] == BOTS_TURN_LEFT || p->trace[i] == BOTS_TURN_RIGHT;
    const int max_k = in_main ? p->max_repeat_main : p->max_repeat;
    /* Version 3: the body is one repeat, of b passes of x, and passes of x bring its start world
     * back after x_period of them: the counts this cuts below do what one repeat of x does. */
    const int nest_b = p->version >= 3 && saved.direct == 1 ? saved.only_repeat_k : 0;
    const int x_period = nest_b && !turns_only ? period(p, began, start, len / nest_b, max_k) : 0;
    Pos cur;
    pos_copy(p, &cur, w);
    int last_k = max_k;
    for (int k = 2; k <= last_k && !stopped(p) && !turns_only; k++) {
        int r = replay(p, &cur, start, len);
        if (r == RUN_FAILED || dead(p, &cur)) break;
        if (r == RUN_SOLVED) {
            if (one_twice && k == 2) break;
            push_event(p, EV_REPEAT_CLOSE, k);
            candidate(p);
            p->nev--;
            break;
        }
        /* Back where it began after k passes, from any world these passes succeed from: a count
         * of 2k or more does what one k smaller does (solver.h). */
        if (v2 && !in_main && 2 * k - 1 < last_k && pos_equal(p, &cur, began)) last_k = 2 * k - 1;
        if (in_main) {
            uint8_t *now = hist + (size_t)hist_n * (size_t)key_len;
            pos_key(p, &cur, now);
            int again = 0;
            for (int i = 0; i < hist_n && !again; i++)
                again = memcmp(hist + (size_t)i * (size_t)key_len, now, (size_t)key_len) == 0;
            if (again) break;
            hist_n++;
        }
        /* repeat (a) { repeat (b) { ... } } is repeat (a * b) { ... } when that count is allowed. */
        if (saved.direct == 1 && saved.only_repeat_k && saved.only_repeat_k * k <= max_k) continue;
        /* Version 3: k * b passes of x, from 2 * x_period on, do what x_period fewer do (solver.h),
         * so what repeat (r) { x } does, r from x_period to 2 * x_period - 1: one command fewer. */
        if (x_period && k * nest_b >= 2 * x_period && x_period + (k * nest_b - x_period) % x_period <= max_k)
            continue;
        if (one_twice && k == 2) continue;
        int after = p->trace_len;
        p->nctx--;
        p->open_repeats--;
        if (parent->direct == 1) parent->only_repeat_k = k;
        push_event(p, EV_REPEAT_CLOSE, k);
        if (v2 && !kept) {
            pos_copy(p, &own, began);
            kept = 1;
        }
        gen(p, &cur, cost);
        if (v2) pos_copy(p, &p->before[p->nctx], &own);
        p->nev--;
        parent->only_repeat_k = parent_saved_k;
        p->open_repeats++;
        p->nctx++;
        p->ctx[p->nctx - 1] = saved;
        p->trace_len = after;
    }
    if (in_main) p->history_used--;
    p->trace_len = trace_at;
}

static void end_function(Prover *p, const Pos *w, int cost)
{
    const Ctx saved = p->ctx[p->nctx - 1];
    /* A body that brings the world back (version 2) does so from every world it succeeds from
     * (solver.h): every call but one that solves could go, and that one's body be written in its
     * place, one command less at least. */
    if (p->version >= 2 && pos_equal(p, w, &p->fn_began[saved.fn])) return;
    Fn *fn = &p->fns[saved.fn];
    fn->open = 0;
    fn->closed = 1;
    fn->trace_len = p->trace_len - fn->trace_start;
    fn->ev_end = p->nev;
    fn->kinds = text_kinds(p, fn->ev_start, fn->ev_end);
    fn->turns = 0;
    for (int i = 0; i < fn->trace_len && fn->turns >= 0; i++) {
        BotsAction a = p->trace[fn->trace_start + i];
        fn->turns = a == BOTS_TURN_RIGHT  ? (fn->turns + 1) % 4
                    : a == BOTS_TURN_LEFT ? (fn->turns + 3) % 4
                                          : -1;
    }
    push_event(p, EV_FN_CLOSE, 0);
    p->nctx--;
    gen(p, w, cost);
    p->nctx++;
    p->ctx[p->nctx - 1] = saved;
    p->nev--;
    fn->closed = 0;
    fn->open = 1;
}

/* ---- adding one command ---- */

static void add_action(Prover *p, const Pos *w, int cost, int a)
{
    const Ctx *c = &p->ctx[p->nctx - 1];
    if (!action_allowed(c, a) || turn_run_cut(p, c, a) || p->trace_len >= p->max_trace) return;
    Pos next;
    if (!pos_step(p, &next, w, a)) return;
    Undo u;
    note_command(p, a, &u);
    push_event(p, EV_ACTION, a);
    p->trace[p->trace_len++] = (BotsAction)a;
    if (pos_solved(p, &next))
        candidate(p);
    else gen(p, &next, cost + 1);
    p->trace_len--;
    p->nev--;
    undo_command(p, &u);
}

static void add_repeat(Prover *p, const Pos *w, int cost)
{
    if (cost + 2 > p->budget || p->nctx >= MAX_CTX) return; /* the repeat and one command */
    const Ctx *c = &p->ctx[p->nctx - 1];
    const int before = c->last;
    Undo u;
    note_command(p, TOK_OTHER, &u);
    push_event(p, EV_REPEAT_OPEN, 0);
    context_begins(p);
    Ctx *r = &p->ctx[p->nctx];
    *r = (Ctx){.kind = CTX_REPEAT,
               .fn = c->fn,
               .trace_start = p->trace_len,
               .last = TOK_OTHER,
               .prev = TOK_OTHER,
               .depth = c->depth,
               .ev_start = p->nev,
               .before = before};
    if (c->kind == CTX_MAIN || p->version >= 2) pos_copy(p, &p->before[p->nctx], w);
    p->nctx++;
    p->open_repeats++;
    gen(p, w, cost + 1);
    p->open_repeats--;
    p->nctx--;
    p->nev--;
    undo_command(p, &u);
}

static void add_call(Prover *p, const Pos *w, int cost, int f)
{
    Fn *fn = &p->fns[f];
    if (turn_run_cut(p, &p->ctx[p->nctx - 1], call_token(p, f))) return;
    Pos next;
    pos_copy(p, &next, w);
    int trace_at = p->trace_len;
    int r = replay(p, &next, fn->trace_start, fn->trace_len);
    if (r != RUN_FAILED) {
        Undo u;
        const int run_on = p->ctx[p->nctx - 1].last == TOK_CALL + f; /* a call to f just before */
        note_command(p, call_token(p, f), &u);
        fn->sites++;
        fn->runs += !run_on;
        push_event(p, EV_CALL, f);
        if (r == RUN_SOLVED) candidate(p);
        else gen(p, &next, cost + 1);
        p->nev--;
        fn->runs -= !run_on;
        fn->sites--;
        undo_command(p, &u);
    }
    p->trace_len = trace_at;
}

static void add_function(Prover *p, const Pos *w, int cost)
{
    const Ctx *c = &p->ctx[p->nctx - 1];
    if (p->nfns >= MAX_FNS || p->nctx >= MAX_CTX || c->depth + 1 > p->max_call_depth) return;
    if (cost + 3 > p->budget) return; /* the call and a body of two */
    int f = p->nfns++;
    Undo u;
    note_command(p, call_token(p, f), &u);
    push_event(p, EV_FN_OPEN, f);
    context_begins(p);
    p->fns[f] = (Fn){.open = 1,
                     .trace_start = p->trace_len,
                     .sites = 1,
                     .runs = 1,
                     .depth = c->depth + 1,
                     .ev_start = p->nev};
    pos_copy(p, &p->fn_began[f], w);
    p->ctx[p->nctx] = (Ctx){.kind = CTX_FUNC, .fn = f, .trace_start = p->trace_len, .last = TOK_OTHER,
                            .prev = TOK_OTHER, .depth = c->depth + 1, .ev_start = p->nev};
    p->nctx++;
    gen(p, w, cost + 1);
    p->nctx--;
    p->nev--;
    undo_command(p, &u);
    memset(&p->fns[f], 0, sizeof p->fns[f]);
    p->nfns--;
}

/* A call to a function in its first call: it runs the same actions as since that call began,
 * again and again (nothing after the call ever runs), until solved, an action fails, nothing
 * changes any more or the call depth is past the language's limit (a little beyond it: the
 * runner has the last word). */
static void add_recursion(Prover *p, const Pos *w, int f)
{
    const Fn *fn = &p->fns[f];
    const Ctx *c = &p->ctx[p->nctx - 1];
    int start = fn->trace_start, len = p->trace_len - start, trace_at = p->trace_len;
    if (len == 0) return;
    int step = c->depth + 1 - fn->depth, key_len = 2 + p->total_boxes, seen = 1;
    push_event(p, EV_RECURSE, f);
    Pos cur;
    pos_copy(p, &cur, w);
    pos_key(p, &cur, p->cycle_keys);
    for (int depth = c->depth + 1; depth <= p->max_call_depth + 2 && !stopped(p); depth += step) {
        int r = replay(p, &cur, start, len);
        if (r == RUN_SOLVED) candidate(p);
        if (r != RUN_OK || dead(p, &cur)) break;
        /* A world seen at an earlier cycle's start: from here on it only repeats itself. */
        uint8_t *now = p->cycle_keys + (size_t)seen * (size_t)key_len;
        pos_key(p, &cur, now);
        int again = 0;
        for (int i = 0; i < seen && !again; i++)
            again = memcmp(p->cycle_keys + (size_t)i * (size_t)key_len, now, (size_t)key_len) == 0;
        if (again) break;
        seen++;
    }
    p->nev--;
    p->trace_len = trace_at;
}

static void gen_node(Prover *p, const Pos *w, int cost);

/* A node: with parts, the subtrees at depth BOTS_PROVE_SPLIT_DEPTH go to the parts in turn, and
 * above that depth the main program's seen states are neither read nor kept, so every part walks
 * the same nodes there and deals the same subtrees (solver.h). */
static void gen(Prover *p, const Pos *w, int cost)
{
    if (p->parts <= 1) {
        gen_node(p, w, cost);
        return;
    }
    if (p->depth == BOTS_PROVE_SPLIT_DEPTH && p->dealt++ % p->parts != p->part) return;
    p->depth++;
    gen_node(p, w, cost);
    p->depth--;
}

static void gen_node(Prover *p, const Pos *w, int cost)
{
    if (++p->nodes > p->max_nodes || (p->keep_going && p->nodes % BOTS_PROVE_ASK_EVERY == 0 &&
                                      !p->keep_going(p->user, p->nodes, p->searched_below))) {
        p->gave_up = 1;
        return;
    }
    const Owed o = owed(p); /* what the functions written still need, for both cuts */
    if (cost + lower_bound(o) > p->budget) return;
    if (p->by_number && bounds_cut(p, w, cost, o)) return;
    /* With parts, p->depth is this node's depth + 1: the seen states from depth BOTS_PROVE_SPLIT_DEPTH on. */
    if (p->nctx == 1 && (p->parts <= 1 || p->depth > BOTS_PROVE_SPLIT_DEPTH) && seen_before(p, w, cost))
        return;
    const Ctx *c = &p->ctx[p->nctx - 1];
    if (c->kind == CTX_REPEAT && c->direct > 0) end_repeat(p, w, cost);
    else if (c->kind == CTX_FUNC && p->fns[c->fn].total >= 2) end_function(p, w, cost);
    if (stopped(p) || cost + 1 > p->budget || p->nev + 4 > MAX_EVENTS) return;
    for (int a = 0; a < BOTS_ACTION_COUNT && !stopped(p); a++)
        add_action(p, w, cost, a);
    for (int f = 0; f < p->nfns && !stopped(p); f++)
        if (p->fns[f].closed) add_call(p, w, cost, f);
    if (!stopped(p)) add_repeat(p, w, cost);
    if (!stopped(p)) add_function(p, w, cost);
    /* Recursion inside an unfinished repeat would leave it unfinished: the repeat is spare. */
    for (int f = 0; f < p->nfns && !stopped(p) && p->open_repeats == 0; f++)
        if (p->fns[f].open) add_recursion(p, w, f);
}

const char *bots_par_status_name(BotsParStatus status)
{
    switch (status) {
    case BOTS_PAR_PROVEN: return "proven";
    case BOTS_PAR_SHORTER: return "shorter";
    case BOTS_PAR_GAVE_UP: return "gave up";
    }
    return "";
}

BotsParStatus bots_prove_par(const BotsLevel *level, const BotsProveDesc *desc, BotsProveResult *out)
{
    static const BotsProveDesc none = {0};
    if (!desc) desc = &none;
    memset(out, 0, sizeof *out);
    int limit = desc->max_commands > 0 ? desc->max_commands : level->par - 1;
    if (bots_solved(&level->start)) { /* no command at all solves it */
        out->status = limit >= 0 ? BOTS_PAR_SHORTER : BOTS_PAR_PROVEN;
        out->searched_below = 0;
        return out->status;
    }
    Prover *p = calloc(1, sizeof *p);
    int total = bots_key_boxes(&level->start);
    if (!p || total > BOTS_KEY_MAX_BOXES) {
        free(p);
        out->status = BOTS_PAR_GAVE_UP;
        return out->status;
    }
    p->level = level;
    p->total_boxes = total;
    for (int y = 0; y < level->start.depth; y++)
        for (int x = 0; x < level->start.width; x++)
            if (level->start.switches[y][x]) {
                p->switch_x[p->switch_count] = (uint8_t)x;
                p->switch_y[p->switch_count++] = (uint8_t)y;
            }
    p->max_nodes = desc->max_nodes > 0 ? desc->max_nodes : 200000000;
    p->keep_going = desc->keep_going;
    p->version =
        desc->version >= 1 && desc->version < BOTS_PROVE_VERSION ? desc->version : BOTS_PROVE_VERSION;
    p->user = desc->user;
    if (desc->parts > 1 && desc->part >= 1 && desc->part <= desc->parts) {
        p->parts = desc->parts;
        p->part = desc->part - 1;
    }
    p->max_repeat = desc->max_repeat >= 2 && desc->max_repeat <= 99 ? desc->max_repeat : 9;
    p->max_repeat_main = desc->max_repeat_main > p->max_repeat && desc->max_repeat_main <= 99
                             ? desc->max_repeat_main
                             : p->max_repeat;
    int max_steps = 0;
    bots_run_limits(&max_steps, &p->max_call_depth);
    p->max_trace = max_steps + 1; /* every action is a step: a solving run has fewer actions */
    p->trace = malloc((size_t)p->max_trace * sizeof *p->trace);
    p->history_levels = limit > 0 ? limit : 1;
    p->history = malloc((size_t)p->history_levels * (size_t)(p->max_repeat_main + 1) * (size_t)(2 + total));
    p->cycle_keys = malloc((size_t)(p->max_call_depth + 4) * (size_t)(2 + total));
    if (!desc->no_bounds)
        bots_par_bounds_init_until(&p->bounds, &level->start, desc->max_bound_states, desc->keep_going,
                                   desc->user);
    p->by_number = p->bounds.ready;
    const Pos start = {.at = p->bounds.start_at, .w = level->start};
    bots_set_init(&p->seen, 2 + total + KEY_EXTRA, desc->max_states > 0 ? desc->max_states : BOTS_SOLVE_MAX_STATES);
    out->status = BOTS_PAR_PROVEN;
    out->searched_below = 1;
    if (!p->trace || !p->history || !p->cycle_keys) out->status = BOTS_PAR_GAVE_UP;
    /* One pass: every program of up to limit commands is in the last budget's search. */
    for (int budget = desc->one_pass ? limit : 1; budget <= limit && out->status == BOTS_PAR_PROVEN;
         budget++) {
        p->budget = budget;
        p->searched_below = desc->one_pass ? 1 : budget;
        bots_set_clear(&p->seen);
        p->ctx[0] = (Ctx){.kind = CTX_MAIN, .fn = -1, .last = TOK_OTHER, .prev = TOK_OTHER};
        p->nctx = 1;
        p->dealt = 0;
        gen(p, &start, 0);
        if (p->found) {
            out->status = BOTS_PAR_SHORTER;
            out->commands = p->program_commands;
            snprintf(out->program, sizeof out->program, "%s", p->program);
        } else if (p->gave_up) {
            out->status = BOTS_PAR_GAVE_UP;
        } else {
            out->searched_below = budget + 1;
        }
    }
    out->nodes = p->nodes;
    out->rejected = p->rejected;
    bots_set_free(&p->seen);
    bots_par_bounds_free(&p->bounds);
    free(p->history);
    free(p->cycle_keys);
    free(p->trace);
    free(p);
    return out->status;
}
