/* puzzle_formatter.c - the paper's puzzle file formatter: the generator's world normalised to
 * the smallest box that holds every decided column (its corner becomes 0,0, its lowest column
 * height 1), the structured
 * solution written as a Loopling program, and the level (title, hint, par, solution, template,
 * seed, share code) ready for bots_level_write. Depends on bots_gen.h, the robot level and
 * core/sharecode. */
#include <stdio.h>
#include <string.h>

#include "bots_gen.h"
#include "core/i18n.h"
#include "core/sharecode.h"

int bots_gen_normalise(const BotsGenGrid *grid, BotsWorld *out)
{
    int w = grid->max_x - grid->min_x + 1, d = grid->max_y - grid->min_y + 1;
    if (w < 1 || d < 1 || w > BOTS_MAX_W || d > BOTS_MAX_D) return 0;
    if (grid->min_h < 1 || grid->max_h - grid->min_h + 1 > BOTS_MAX_TERRAIN) return 0;
    bots_world_init(out, w, d);
    for (int y = 0; y < d; y++)
        for (int x = 0; x < w; x++) {
            const BotsGenCell *c = &grid->cells[grid->min_y + y][grid->min_x + x];
            if (!c->known) continue;
            out->terrain[y][x] = (uint8_t)(c->terrain - grid->min_h + 1);
            out->boxes[y][x] = c->boxes0;
        }
    out->robot_x = grid->start_x - grid->min_x;
    out->robot_y = grid->start_y - grid->min_y;
    out->facing = grid->start_facing;
    out->carrying = 0;
    return bots_in_grid(out, out->robot_x, out->robot_y);
}

/* ---- the program text ------------------------------------------------------------------------ */

typedef struct Text {
    char *out;
    int size, n, overflow, commands;
} Text;

static void emit(Text *x, const char *s)
{
    int len = (int)strlen(s);
    if (x->n + len >= x->size) {
        x->overflow = 1;
        return;
    }
    memcpy(x->out + x->n, s, (size_t)len + 1);
    x->n += len;
}

static void emit_action(Text *x, int action)
{
    char line[24];
    snprintf(line, sizeof line, "%s();\n", bots_action_name((BotsAction)action));
    emit(x, line);
    x->commands++;
}

static void emit_call(Text *x, int func)
{
    char line[8];
    snprintf(line, sizeof line, "%c();\n", 'A' + func);
    emit(x, line);
    x->commands++;
}

static void emit_block(const BotsTemplate *t, const BotsGenSolution *s, int from, int to, Text *x)
{
    for (int j = from; j < to; j = t->stmts[j].end) {
        const BotsTmplStmt *st = &t->stmts[j];
        switch ((BotsTmplKind)st->kind) {
        case BOTS_TMPL_ACTION: emit_action(x, st->action); break;
        case BOTS_TMPL_WILDCARD:
            for (int k = 0; k < st->count && k < s->wild_len[j]; k++) emit_action(x, s->wild[j][k]);
            break;
        case BOTS_TMPL_REPEAT: {
            char line[24];
            snprintf(line, sizeof line, "repeat (%d) {\n", st->count);
            emit(x, line);
            x->commands++;
            emit_block(t, s, j + 1, st->end, x);
            emit(x, "}\n");
            break;
        }
        case BOTS_TMPL_DEFINE: /* defined above; runs here */
        case BOTS_TMPL_CALL: emit_call(x, st->func); break;
        }
    }
}

/* Definitions first (the template forbids nesting them), in the template's order: every one, or
 * those only[] marks. */
static void emit_definitions(const BotsTemplate *t, const BotsGenSolution *s, const int *only, Text *x)
{
    for (int j = 0; j < t->count; j++) {
        const BotsTmplStmt *st = &t->stmts[j];
        if (st->kind != BOTS_TMPL_DEFINE || (only && !only[st->func])) continue;
        char line[24];
        snprintf(line, sizeof line, "function %c() {\n", 'A' + st->func);
        emit(x, line);
        emit_block(t, s, j + 1, st->end, x);
        emit(x, "}\n");
    }
}

/* A Text that appends to out (a string of out_size bytes). */
static Text appending(char *out, int out_size)
{
    return (Text){out, out_size, out_size > 0 ? (int)strlen(out) : 0, out_size <= 0, 0};
}

int bots_gen_block_text(const BotsTemplate *t, const BotsGenSolution *s, int from, int to, char *out,
                        int out_size)
{
    Text x = appending(out, out_size);
    emit_block(t, s, from, to, &x);
    return x.overflow ? -1 : x.commands;
}

int bots_gen_definitions_text(const BotsTemplate *t, const BotsGenSolution *s, const int *only, char *out,
                              int out_size)
{
    Text x = appending(out, out_size);
    emit_definitions(t, s, only, &x);
    return x.overflow ? -1 : x.commands;
}

int bots_gen_program_text(const BotsTemplate *t, const BotsGenSolution *s, char *out, int out_size)
{
    Text x = {out, out_size, 0, 0, 0};
    if (out_size > 0) out[0] = '\0';
    emit_definitions(t, s, NULL, &x);
    emit_block(t, s, 0, t->count, &x);
    if (x.overflow) return 0;
    if (x.n > 0 && out[x.n - 1] == '\n') out[--x.n] = '\0'; /* the level keeps no trailing newline */
    return x.commands;
}

/* ---- the level -------------------------------------------------------------------------------- */

static int has_kind(const BotsTemplate *t, BotsTmplKind kind)
{
    for (int j = 0; j < t->count; j++)
        if (t->stmts[j].kind == kind) return 1;
    return 0;
}

void bots_gen_name_level(BotsLevel *level, int functions, int loops)
{
    /* The title and the hint stay English here, as in every level file (the puzzle is written to
     * files and replays); N_ puts them in the catalogue, and the game shows them translated. */
    const char *title = functions && loops ? N_("Function and loop puzzle")
                        : functions        ? N_("Function puzzle")
                        : loops            ? N_("Loop puzzle")
                                           : N_("Robot puzzle");
    snprintf(level->title, sizeof level->title, "%s", title);
    snprintf(level->hint, sizeof level->hint, "%s",
             functions
                 ? N_("Press every switch at once. Some steps come back: make them a function and call it.")
             : loops ? /* TRANSLATORS: a robot puzzle's hint; repeat is the pupils' keyword: keep it */
                 N_("Press every switch at once. Some steps happen again and again: put them in a repeat.")
                     : N_("Press every switch at once, with a box on it or the robot standing there."));
}

int bots_gen_format(const BotsTemplate *t, const BotsGenSolution *s, int version, uint32_t seed,
                    BotsLevel *out)
{
    memset(out, 0, sizeof *out);
    int par = bots_gen_program_text(t, s, out->solution, (int)sizeof out->solution);
    if (par < 1 || par > BOTS_PAR_MAX) return 0;
    bots_gen_name_level(out, has_kind(t, BOTS_TMPL_DEFINE), has_kind(t, BOTS_TMPL_REPEAT));
    snprintf(out->template_name, sizeof out->template_name, "%s", t->name);
    out->has_seed = 1;
    out->seed = seed;
    out->par = par;
    out->start = s->start;
    bots_template_code(t, version, bots_template_size(t), seed, out->code);
    return 1;
}
