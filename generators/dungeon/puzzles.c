/* puzzles.c - the puzzle rooms filled (paper 002 gives its rooms no puzzles; Loopling's hold the
 * other modes'): for each room whose action has a puzzle, in room order, its parameters are drawn
 * in the flowchart's ranges on the room's own stream of the dungeon's seed, with a 30-bit seed for
 * the puzzle; the mode's own generator makes it and certifies it (the toy car's GA and tc_certify,
 * the robot's template run by bots_run_program, May's grammar and mj_verify), exactly as the
 * puzzle's share code will make it again in any Loopling. A seed the generator cannot certify is
 * replaced by the stream's next, up to DG_PUZZLE_TRIES; after that the room falls back to the
 * mode's first lesson, and the world says so (lesson = 1). A lesson the flowchart names is found
 * by its file and named by its lesson code. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bots/bots_gen.h"
#include "core/buf.h"
#include "core/i18n.h"
#include "core/lessoncode.h"
#include "dungeon/dungeon_gen.h"
#include "mays/grammar.h"
#include "mays/mays_share.h"
#include "toycar/toycar_gen.h"

#define DG_PUZZLE_TRIES 16

/* The generator of `mode` that a dungeon generator version makes its rooms with. Dungeon 1 keeps
 * toy-car and robot generator 1 (a DG1 code names the TC1/BT1 rooms it always held), dungeon 2 their
 * 2 (pars proven far more often), both May's generator 2; dungeon 3 the newest of each when it
 * came: toy car 2, robot 6 (pars proven by a deeper search, fewer kept too high), May's 5 (another
 * way round in about half the rooms, loops' moves too). Numbers, not the modes' *_GEN_VERSION: a newer
 * generator of a mode here is a new dungeon version, so that a DG code keeps the rooms it always held. */
static int rooms_gen_version(int dungeon_version, LpMode mode)
{
    static const int made_by[][LP_MODE_DUNGEON] = {{0, 0, 0}, {1, 1, 2}, {2, 2, 2}, {2, 6, 5}};
    if (dungeon_version < 1 || dungeon_version > DG_GEN_VERSION || mode < 0 || mode >= LP_MODE_DUNGEON)
        return 0;
    return made_by[dungeon_version][mode];
}

/* The first lesson of each mode: a fallback that always opens. */
static const char *const first_lesson[LP_MODE_COUNT] = {"01_press_play", "01_first_steps", "01_bridge_block", ""};

/* A lesson of the mode by its file name: its code. */
static int lesson_code(LpMode mode, const char *name, const char *data_dir, DgWorldPuzzle *out, LpDiag *diag)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/%s/%s.level", data_dir, lp_lesson_dir(mode), name);
    int number = atoi(name);
    if (number < 1 || number > 63) number = 1;
    if (!lp_lesson_code_of_file(mode, number, path, out->code))
        return lp_diag_set(diag, path, 0, "%s", _("the lesson file cannot be read"));
    out->lesson = 1;
    out->verified = 1; /* every shipped lesson is verified by the tests (loopling-gen verify) */
    return 1;
}

static int toycar_puzzle(const DgPuzzleSpec *s, int version, LpRng *rng, DgWorldPuzzle *out, LpDiag *diag)
{
    TcGenResult *made = malloc(sizeof *made); /* large */
    if (!made) return lp_diag_set(diag, "dungeon", 0, "%s", _("not enough memory for a toy-car puzzle"));
    int ok = 0;
    for (int t = 0; t < DG_PUZZLE_TRIES && !ok; t++) {
        /* version: the toy-car generator's (rooms_gen_version); the room's code names it */
        LpShareParams sp = {.mode = LP_MODE_TOYCAR, .version = version};
        sp.param_a = lp_rng_range(rng, s->a_lo, s->a_hi);
        sp.param_b = lp_rng_range(rng, s->b_lo, s->b_hi);
        sp.seed = lp_rng_next(rng) & 0x3fffffffu;
        TcGaDesc desc = {.seed = sp.seed, .version = sp.version, .target_length = sp.param_a,
                         .target_loops = sp.param_b};
        LpDiag quiet = {0};
        ok = tc_generate(&desc, made, &quiet) && made->verified && lp_sharecode_encode(&sp, out->code, &quiet);
    }
    free(made);
    out->verified = ok;
    return ok;
}

static int bots_puzzle(const DgPuzzleSpec *s, int version, const char *data_dir, LpRng *rng, DgWorldPuzzle *out,
                       LpDiag *diag)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/scripts/templates/%s.template", data_dir, s->name);
    BotsTemplate *t = malloc(sizeof *t);
    BotsGenPuzzle *made = malloc(sizeof *made); /* large */
    int ok = t && made && bots_template_load(path, t, diag);
    if (!t || !made) lp_diag_set(diag, "dungeon", 0, "%s", _("not enough memory for a robot puzzle"));
    int made_one = 0;
    for (int k = 0; ok && k < DG_PUZZLE_TRIES && !made_one; k++) {
        int size = lp_rng_range(rng, s->a_lo, s->a_hi);
        uint32_t seed = bots_template_seed(t, lp_rng_next(rng) & 0x3fffffffu); /* a teacher's: 16 bits */
        LpDiag quiet = {0};
        BotsTemplate sized = *t;
        made_one = bots_template_resize(&sized, size) &&
                   bots_generate_one(&sized, version, seed, made, &quiet) && made->verified &&
                   bots_template_code(&sized, version, size, seed, out->code);
    }
    free(t);
    free(made);
    out->verified = made_one;
    return ok;
}

static int mays_puzzle(const DgPuzzleSpec *s, int version, const char *data_dir, LpRng *rng,
                       DgWorldPuzzle *out, LpDiag *diag)
{
    static const char *const constructs[] = {"commands", "for", "if", "while"};
    char path[1200];
    snprintf(path, sizeof path, "%s/scripts/grammars/mays.lua", data_dir);
    const MjGrammar *grammar = mj_grammar_shipped(path, diag);
    if (!grammar) return 0;
    int construct = 0;
    for (int i = 0; i < 4; i++)
        if (!strcmp(s->name, constructs[i])) construct = i;
    char *code = malloc(MJ_SYNTH_MAX);
    MjGenResult *made = malloc(sizeof *made); /* large */
    int ok = 0;
    for (int t = 0; code && made && t < DG_PUZZLE_TRIES && !ok; t++) {
        /* version: May's generator's (rooms_gen_version); the room's code names it */
        MjShareRoom room = {.construct = construct, .distribution = s->b_lo, .version = version};
        room.objects = lp_rng_range(rng, s->a_lo, s->a_hi);
        room.seed = lp_rng_next(rng) & 0x3fffffffu;
        MjGenDesc desc;
        mj_share_desc(&room, code, &desc);
        desc.grammar = grammar;
        LpDiag quiet = {0};
        ok = mj_generate(&desc, made, &quiet) && mj_share_encode(&room, out->code);
    }
    free(code);
    free(made);
    out->verified = ok;
    return 1;
}

/* Room `room`'s puzzle, its parameters from the room's own stream. 0 only for a flowchart's
 * mistake the loader could not see or no memory. */
static int make_one(const DgPuzzleSpec *s, uint32_t seed, int room, int version, const char *data_dir,
                    DgWorldPuzzle *out, LpDiag *diag)
{
    LpRng rng;
    lp_rng_init(&rng, seed, DG_PUZZLE_STREAM + (uint64_t)room);
    memset(out, 0, sizeof *out);
    out->room = room;
    out->mode = s->mode;
    snprintf(out->concept, sizeof out->concept, "%s", s->concept);
    if (s->lesson) return lesson_code(s->mode, s->name, data_dir, out, diag);
    int rooms_version = rooms_gen_version(version, s->mode);
    int ok = s->mode == LP_MODE_TOYCAR ? toycar_puzzle(s, rooms_version, &rng, out, diag)
             : s->mode == LP_MODE_BOTS ? bots_puzzle(s, rooms_version, data_dir, &rng, out, diag)
                                       : mays_puzzle(s, rooms_version, data_dir, &rng, out, diag);
    if (!ok && diag->message[0]) return 0;
    if (!out->verified) return lesson_code(s->mode, first_lesson[s->mode], data_dir, out, diag);
    return 1;
}

int dg_make_puzzles(const DgFlowchart *f, const DgDungeon *d, uint32_t seed, int version, const char *data_dir,
                    DgWorld *w, LpDiag *diag)
{
    w->puzzle_count = 0;
    for (int i = 0; i < d->room_count && i < w->room_count; i++) {
        w->rooms[i].puzzle = -1;
        const DgRoom *r = &d->rooms[i];
        if (r->node < 0 || !f->nodes[r->node].has_puzzle) continue;
        const DgPuzzleSpec *s = &f->nodes[r->node].puzzle;
        if (!make_one(s, seed, i, version, data_dir ? data_dir : ".", &w->puzzles[w->puzzle_count], diag)) {
            char why[sizeof diag->message + sizeof diag->file + 16];
            lp_diag_format(diag, why, sizeof why);
            /* TRANSLATORS: %1$s is an action's name from the flowchart, %2$s why its puzzle could not be made */
            return lp_diag_set(diag, f->file, s->line, _("the puzzle of \"%s\": %s"), f->nodes[r->node].name, why);
        }
        w->rooms[i].puzzle = w->puzzle_count++;
    }
    return 1;
}

/* ---- an easier puzzle of the same concept (a pupil stuck at a gate) ---- */

/* A spec one step easier than the puzzle of `code`, its mode and construct kept: 1, or 0 when the
 * code is no generator's (a lesson: the easiest is the mode's first lesson). */
static int easier_spec(const char *code, const char *data_dir, DgPuzzleSpec *s, int *version)
{
    memset(s, 0, sizeof *s);
    *version = 1;
    LpShareParams sp;
    LpDiag quiet = {0};
    if (!strncmp(code, "MJ", 2)) {
        MjShareRoom room;
        char why[160];
        if (!mj_share_decode(code, &room, why, sizeof why)) return 0;
        static const char *const constructs[] = {"commands", "for", "if", "while"};
        s->mode = LP_MODE_MAYS;
        /* the easier room by the same generator as the code's (MJ2 in a DG2 dungeon) */
        *version = room.version;
        snprintf(s->name, sizeof s->name, "%s", constructs[room.construct & 3]);
        s->a_lo = s->a_hi = room.objects > 1 ? room.objects - 1 : 1;
        s->b_lo = s->b_hi = 0; /* the simple distribution: the fewest statements */
        return room.objects > 1 || room.distribution > 0;
    }
    if (!lp_sharecode_decode(code, &sp, &quiet) || lp_lesson_is(&sp)) return 0;
    s->mode = sp.mode;
    if (sp.mode == LP_MODE_TOYCAR) {
        /* the easier puzzle by the same toy-car generator as the code's (TC1 in a DG1 dungeon) */
        if (sp.version < TC_GEN_VERSION_MIN || sp.version > TC_GEN_VERSION) return 0;
        *version = sp.version;
        int loops = sp.param_b > 1 ? sp.param_b - 1 : sp.param_b; /* a loop puzzle keeps a loop */
        int length = sp.param_a - 3 > 4 ? sp.param_a - 3 : 4;
        if (length < loops * 5) length = loops * 5;
        s->a_lo = s->a_hi = length;
        s->b_lo = s->b_hi = loops;
        return length < sp.param_a || loops < sp.param_b;
    }
    if (sp.mode == LP_MODE_BOTS) {
        char dir[1100];
        uint32_t seed;
        BotsTemplate *t = malloc(sizeof *t);
        snprintf(dir, sizeof dir, "%s/scripts/templates", data_dir);
        *version = bots_code_gen_version(&sp);
        int found = t && *version && sp.param_b > 1 && bots_code_template(&sp, dir, t, &seed, &quiet);
        if (found) snprintf(s->name, sizeof s->name, "%s", t->name);
        free(t);
        if (!found) return 0;
        s->a_lo = s->a_hi = sp.param_b - 1;
        return 1;
    }
    return 0;
}

int dg_easier_puzzle(const DgWorldPuzzle *now, int step, const char *data_dir, DgWorldPuzzle *out)
{
    DgPuzzleSpec s;
    *out = *now;
    LpDiag quiet = {0};
    data_dir = data_dir ? data_dir : ".";
    int version = 1;
    if (easier_spec(now->code, data_dir, &s, &version)) {
        LpRng rng; /* the puzzle's own stream: its code and how many times it was made easier */
        lp_rng_init(&rng, lp_fnv1a(now->code, strlen(now->code)), DG_PUZZLE_STREAM + 0x100u + (uint64_t)(step & 0xff));
        DgWorldPuzzle made = *now;
        made.lesson = 0;
        int ok = s.mode == LP_MODE_TOYCAR ? toycar_puzzle(&s, version, &rng, &made, &quiet)
                 : s.mode == LP_MODE_BOTS
                     ? bots_puzzle(&s, version, data_dir, &rng, &made, &quiet) && made.verified
                     : mays_puzzle(&s, version, data_dir, &rng, &made, &quiet) && made.verified;
        if (ok && strcmp(made.code, now->code)) {
            *out = made;
            return 1;
        }
    }
    /* The easiest of all: the mode's first lesson (unless it is that already). */
    DgWorldPuzzle lesson = *now;
    if (now->mode < 0 || now->mode >= LP_MODE_DUNGEON || !lesson_code(now->mode, first_lesson[now->mode], data_dir, &lesson, &quiet))
        return 0;
    if (!strcmp(lesson.code, now->code)) return 0;
    *out = lesson;
    return 1;
}
