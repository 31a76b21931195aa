/* code_synth.c - solution codes from constructs (see code_synth.h). Depends on core rng only. */
#include "code_synth.h"

#include <stdarg.h>
#include <stdio.h>

#include "core/rng.h"

static const char *const moves[4] = {"MoveLeft", "MoveRight", "MoveUp", "MoveDown"};
static const char *const turns[2] = {"left", "right"};

typedef struct Out {
    char *s;
    int size, len;
} Out;

static void put(Out *o, const char *fmt, ...)
{
    if (o->len >= o->size - 1) return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(o->s + o->len, (size_t)(o->size - o->len), fmt, ap);
    va_end(ap);
    if (n > 0) o->len += n < o->size - o->len ? n : o->size - o->len - 1;
}

/* One command for object i: blocks and statues move, L blocks and fire statues turn. Names are
 * numbered per family as the level files number them. Returns 1 for a turn. */
static int command(Out *o, LpRng *rng, int *blocks, int *statues, const char *indent)
{
    int family = (int)lp_rng_range(rng, 0, 3); /* 0 block moves, 1 statue moves, 2 L block, 3 fire statue */
    if (family == 0 || family == 2) {
        int n = ++*blocks;
        if (family == 0) put(o, "%sblock%d.%s();\n", indent, n, moves[lp_rng_range(rng, 0, 3)]);
        else put(o, "%sblock%d.Rotate(\"%s\");\n", indent, n, turns[lp_rng_range(rng, 0, 1)]);
    } else {
        int n = ++*statues;
        if (family == 1) put(o, "%sstatue%d.%s();\n", indent, n, moves[lp_rng_range(rng, 0, 3)]);
        else put(o, "%sstatue%d.Rotate(\"%s\");\n", indent, n, turns[lp_rng_range(rng, 0, 1)]);
    }
    return family >= 2;
}

int mj_synth_code(const MjSynthDesc *desc, char *out, int size)
{
    Out o = {out, size, 0};
    if (size > 0) out[0] = '\0';
    LpRng rng;
    lp_rng_init(&rng, desc->seed, 0x4d4a53u); /* its own stream, "MJS" */
    int objects = desc->objects < 1 ? 1 : desc->objects > 3 ? 3 : desc->objects;
    int blocks = 0, statues = 0;
    switch (desc->construct) {
    case MJ_SYNTH_FOR: {
        /* the body first: four quarter turns would bring a turned object back where it began */
        char body[MJ_SYNTH_MAX];
        Out b = {body, (int)sizeof body, 0};
        body[0] = '\0';
        int turns_used = 0;
        for (int i = 0; i < objects; i++) turns_used |= command(&b, &rng, &blocks, &statues, "  ");
        put(&o, "for (%d) {\n%s}\n", (int)lp_rng_range(&rng, 2, turns_used ? 3 : 4), body);
        break;
    }
    case MJ_SYNTH_IF:
        for (int i = 1; i < objects; i++) command(&o, &rng, &blocks, &statues, "");
        put(&o, "if (lever1.position == \"%s\") {\n  door1.Open();\n}\n", turns[lp_rng_range(&rng, 0, 1)]);
        break;
    case MJ_SYNTH_WHILE:
        for (int i = 1; i < objects; i++) command(&o, &rng, &blocks, &statues, "");
        blocks++;
        put(&o, "while (block%d.isMoving) {\n  if (block%d.position == %d) {\n    block%d.Stop();\n  }\n}\n", blocks,
            blocks, (int)lp_rng_range(&rng, 1, 3), blocks);
        break;
    default:
        for (int i = 0; i < objects; i++) command(&o, &rng, &blocks, &statues, "");
        break;
    }
    return o.len;
}
