/* mays_help.c - May's Journey's help card (F1 or Help in the code panel): over the code panel,
 * what each command does and how code repeats and chooses, each with an example, in short
 * sentences a nine-year-old reads. The sentences are translated (_()); the code samples stay
 * English and are separate strings, so a translation cannot break them. Every sentence wraps in
 * its column; when a text size or a longer language needs more room than the card has, the whole
 * card steps down a size at a time until it fits (never below a floor a pupil can still read). */
#include "core/i18n.h"
#include "ui/mays/mays_screen.h"

static const SDL_Rect card = {16, 96, 1248, 608};
#define PAD 24
#define COL_GAP 32
#define HEAD_H 66 /* the title row, with Close at its right */
#define FOOT_H 44

typedef struct HelpItem {
    const char *code[2]; /* one or two lines of code, untranslated; NULL when none */
    const char *words;   /* what it does, translated */
} HelpItem;

SDL_Rect mays_help_close_rect(void) { return (SDL_Rect){card.x + card.w - PAD - 150, card.y + 12, 150, 50}; }

static int line_h(Gfx *g, FontFace face, int px)
{
    int w, h;
    gfx_text_size(g, face, "Ag", px, &w, &h);
    return h;
}

static int code_lines(const HelpItem *it) { return it->code[0] ? (it->code[1] ? 2 : 1) : 0; }

/* The height of a column's heading and items at these sizes, in a column w wide. */
static int column_height(Gfx *g, const char *heading, const HelpItem *items, int n, int w, int code_px, int px)
{
    int h = gfx_text_wrap_height(g, heading, px + 2, w) + 8;
    for (int i = 0; i < n; i++) {
        int lines = code_lines(&items[i]);
        if (lines) h += lines * line_h(g, FONT_MONO, code_px) + 8 + 4;
        h += gfx_text_wrap_height(g, items[i].words, px, w) + 12;
    }
    return h;
}

static void draw_column(Gfx *g, SDL_Rect col, const char *heading, const HelpItem *items, int n, int code_px, int px)
{
    int y = col.y;
    int hh = gfx_text_wrap_height(g, heading, px + 2, col.w);
    gfx_text_in(g, FONT_BOLD, heading, px + 2, COL_BLUE, (SDL_Rect){col.x, y, col.w, hh}, ALIGN_LEFT, TEXT_WRAP | TEXT_TOP);
    y += hh + 8;
    int mono_h = line_h(g, FONT_MONO, code_px);
    for (int i = 0; i < n; i++) {
        const HelpItem *it = &items[i];
        int lines = code_lines(it);
        if (lines) { /* the example on a chip, as it is typed */
            int widest = 0;
            for (int k = 0; k < lines; k++) {
                int tw, th;
                gfx_text_size(g, FONT_MONO, it->code[k], code_px, &tw, &th);
                if (tw > widest) widest = tw;
            }
            SDL_Rect chip = {col.x, y, widest + 20, lines * mono_h + 8};
            if (chip.w > col.w) chip.w = col.w;
            gfx_round_rect(g, chip, 8, (SDL_Color){220, 238, 250, 255});
            gfx_round_frame(g, chip, 8, 2, (SDL_Color){86, 180, 233, 255});
            for (int k = 0; k < lines; k++)
                gfx_text_in(g, FONT_MONO, it->code[k], code_px, COL_INK, (SDL_Rect){chip.x + 10, chip.y + 4 + k * mono_h, chip.w - 20, mono_h},
                            ALIGN_LEFT, 0);
            y += chip.h + 4;
        }
        int wh = gfx_text_wrap_height(g, it->words, px, col.w);
        SDL_Rect box = {col.x, y, col.w, wh};
        if (box.y + box.h > col.y + col.h) box.h = col.y + col.h - box.y > 1 ? col.y + col.h - box.y : 1; /* recorded as too long */
        gfx_text_in(g, FONT_BOLD, it->words, px, COL_INK, box, ALIGN_LEFT, TEXT_WRAP | TEXT_TOP);
        y += wh + 12;
    }
}

void mays_help_draw(App *app)
{
    Gfx *g = &app->gfx;
    /* Objects and what they do (left), code that repeats and chooses (right). */
    const char *left_head = _("Tell an object what to do: its name, a dot, the command, then ();");
    const HelpItem left[] = {
        {{"block1.MoveUp();", "MoveDown();  MoveLeft();  MoveRight();"},
         _("Slides block1 one tile up. Blocks can slide down, left and right too.")},
        {{"statue1.Rotate(\"right\");", "statue1.Rotate(\"left\");"},
         _("Turns statue1 a quarter turn to the right, or to the left.")},
        {{"door1.Open();", NULL}, _("Opens door1, so May can walk through it.")},
        {{"block2.Stop();", NULL}, _("Stops block2 when it slides by itself. It stays where it stopped.")},
    };
    const char *right_head = _("Make your code repeat, choose and remember");
    const HelpItem right[] = {
        {{"for (3) { block1.MoveUp(); }", NULL}, _("Does the code between { and } three times.")},
        {{"block2.isMoving   block2.position   fire1.isLit", NULL},
         _("Objects can answer questions: Is it moving? Where is it? Is the fire burning?")},
        {{"if (block1.isMoving) { block1.Stop(); }", "else { ... }"},
         _("Checks the question in ( ). If the answer is yes, it does the first { }. If not, it does the else { }.")},
        {{"while (block2.isMoving) { ... }", NULL},
         _("Does the code between { and } again and again, as long as the answer is yes.")},
        {{"var n = 2;", "for (n) { ... }"}, _("Makes a box called n that keeps the number 2. Write n to use the number.")},
    };
    const char *foot = _("Run plays all your code. Restart puts the room back. F1 or Esc closes this card.");
    int nl = (int)(sizeof left / sizeof left[0]), nr = (int)(sizeof right / sizeof right[0]);

    gfx_round_rect(g, (SDL_Rect){card.x + 4, card.y + 6, card.w, card.h}, 18, COL_SHADOW);
    gfx_round_rect(g, card, 18, (SDL_Color){255, 253, 240, 255});
    gfx_round_frame(g, card, 18, 4, COL_BLUE);
    gfx_cover(g, card); /* the card is modal: what is under it takes no clicks */
    SDL_Rect close = mays_help_close_rect();
    gfx_text_in(g, FONT_BOLD, _("Help: how to write code"), 30, COL_INK,
                (SDL_Rect){card.x + PAD, card.y + 10, close.x - 16 - card.x - PAD, HEAD_H - 16}, ALIGN_LEFT, 0);
    gfx_fill(g, (SDL_Rect){card.x + PAD, card.y + HEAD_H, card.w - 2 * PAD, 2}, (SDL_Color){86, 180, 233, 255});

    int col_w = (card.w - 2 * PAD - COL_GAP) / 2;
    SDL_Rect lc = {card.x + PAD, card.y + HEAD_H + 14, col_w, card.h - HEAD_H - 14 - FOOT_H - 8};
    SDL_Rect rc = {lc.x + col_w + COL_GAP, lc.y, col_w, lc.h};
    /* the largest sizes at which both columns fit; a pupil's text size scales them (gfx_px) */
    int code_px = 18, px = 19;
    while (px > 13 && (column_height(g, left_head, left, nl, col_w, code_px, px) > lc.h ||
                       column_height(g, right_head, right, nr, col_w, code_px, px) > rc.h)) {
        px--;
        if (code_px > 13) code_px--;
    }
    draw_column(g, lc, left_head, left, nl, code_px, px);
    gfx_fill(g, (SDL_Rect){lc.x + col_w + COL_GAP / 2 - 1, lc.y, 2, lc.h}, (SDL_Color){220, 210, 180, 255});
    draw_column(g, rc, right_head, right, nr, code_px, px);
    gfx_text_in(g, FONT_BOLD, foot, 17, COL_MUTED, (SDL_Rect){card.x + PAD, card.y + card.h - FOOT_H - 6, card.w - 2 * PAD, FOOT_H},
                ALIGN_LEFT, TEXT_WRAP);
}
