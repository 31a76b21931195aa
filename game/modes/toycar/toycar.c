/* toycar.c - toy-car rules: placement, driving, winning and failing. Depends on toycar.h. */
#include "toycar.h"

#include <stdio.h>
#include <string.h>

#include "core/i18n.h"

const int tc_dx[4] = {-1, 1, 0, 0};
const int tc_dy[4] = {0, 0, -1, 1};

char tc_dir_letter(TcDir dir)
{
    static const char letters[4] = {'L', 'R', 'U', 'D'};
    return dir >= TC_LEFT && dir <= TC_DOWN ? letters[dir] : '?';
}

TcDir tc_dir_from_letter(char c)
{
    switch (c) {
    case 'L': case 'l': return TC_LEFT;
    case 'R': case 'r': return TC_RIGHT;
    case 'U': case 'u': return TC_UP;
    case 'D': case 'd': return TC_DOWN;
    default: return TC_NO_DIR;
    }
}

TcDir tc_dir_opposite(TcDir dir)
{
    static const TcDir opposite[5] = {TC_RIGHT, TC_LEFT, TC_DOWN, TC_UP, TC_NO_DIR};
    return opposite[dir <= TC_NO_DIR ? dir : TC_NO_DIR];
}

int tc_board_flags(const TcBoard *board)
{
    int n = 0;
    for (int y = 0; y < board->height; y++)
        for (int x = 0; x < board->width; x++) n += board->cells[y][x] == TC_FLAG;
    return n;
}

int tc_board_tile_count(const TcBoard *board)
{
    return board->inventory[0] + board->inventory[1] + board->inventory[2] + board->inventory[3];
}

static int on_board(const TcBoard *board, int x, int y)
{
    return x >= 0 && y >= 0 && x < board->width && y < board->height;
}

void tc_world_init(TcWorld *world, const TcBoard *board)
{
    memset(world, 0, sizeof *world);
    world->board = *board;
    memset(world->plan, TC_NO_DIR, sizeof world->plan);
    memcpy(world->inventory, board->inventory, sizeof world->inventory);
    tc_reset(world);
}

int tc_cell_free(const TcWorld *world, int x, int y)
{
    const TcBoard *b = &world->board;
    return on_board(b, x, y) && b->cells[y][x] == TC_EMPTY && !(x == b->car_x && y == b->car_y) &&
           world->plan[y][x] == TC_NO_DIR;
}

TcPlaceResult tc_place(TcWorld *world, int x, int y, TcDir dir)
{
    if (world->status != TC_PLANNING) return TC_PLACE_NOT_PLANNING;
    if (!on_board(&world->board, x, y)) return TC_PLACE_OUTSIDE;
    if (dir > TC_DOWN || world->inventory[dir] <= 0) return TC_PLACE_NONE_LEFT;
    if (!tc_cell_free(world, x, y)) return TC_PLACE_NOT_EMPTY;
    world->plan[y][x] = (uint8_t)dir;
    world->inventory[dir]--;
    tc_reset(world);
    return TC_PLACE_OK;
}

TcPlaceResult tc_take(TcWorld *world, int x, int y)
{
    if (world->status != TC_PLANNING) return TC_PLACE_NOT_PLANNING;
    if (!on_board(&world->board, x, y)) return TC_PLACE_OUTSIDE;
    if (world->plan[y][x] == TC_NO_DIR) return TC_PLACE_NO_TILE;
    world->inventory[world->plan[y][x]]++;
    world->plan[y][x] = TC_NO_DIR;
    tc_reset(world);
    return TC_PLACE_OK;
}

TcPlaceResult tc_move(TcWorld *world, int from_x, int from_y, int to_x, int to_y)
{
    if (world->status != TC_PLANNING) return TC_PLACE_NOT_PLANNING;
    if (!on_board(&world->board, from_x, from_y) || !on_board(&world->board, to_x, to_y))
        return TC_PLACE_OUTSIDE;
    TcDir dir = (TcDir)world->plan[from_y][from_x];
    if (dir == TC_NO_DIR) return TC_PLACE_NO_TILE;
    if (from_x == to_x && from_y == to_y) return TC_PLACE_OK;
    if (!tc_cell_free(world, to_x, to_y)) return TC_PLACE_NOT_EMPTY;
    world->plan[from_y][from_x] = TC_NO_DIR;
    world->plan[to_y][to_x] = (uint8_t)dir;
    tc_reset(world);
    return TC_PLACE_OK;
}

int tc_plan_count(const TcWorld *world)
{
    int n = 0;
    for (int y = 0; y < world->board.height; y++)
        for (int x = 0; x < world->board.width; x++) n += world->plan[y][x] != TC_NO_DIR;
    return n;
}

int tc_plan_text(const TcWorld *world, char *out, size_t size)
{
    size_t n = 0;
    if (size) out[0] = '\0';
    for (int y = 0; y < world->board.height; y++)
        for (int x = 0; x < world->board.width; x++) {
            if (world->plan[y][x] == TC_NO_DIR) continue;
            int w = snprintf(out + n, size - n, "%s%d,%d,%c", n ? ";" : "", x, y,
                             tc_dir_letter((TcDir)world->plan[y][x]));
            if (w < 0 || (size_t)w >= size - n) {
                out[n] = '\0';
                return 0;
            }
            n += (size_t)w;
        }
    return 1;
}

/* A number of 1 to 3 digits and the ',' after it, at *s (advanced past both): 0 when there is none. */
static int plan_number(const char **s, int *v)
{
    int digits = 0;
    for (*v = 0; **s >= '0' && **s <= '9' && digits < 3; digits++)
        *v = *v * 10 + (*(*s)++ - '0');
    return digits > 0 && *(*s)++ == ',';
}

int tc_plan_next(const char **text, int *x, int *y, TcDir *dir)
{
    const char *s = *text;
    if (*s == ';') s++;
    int vx, vy;
    if (!plan_number(&s, &vx) || !plan_number(&s, &vy)) return 0;
    TcDir d = tc_dir_from_letter(*s);
    if (d == TC_NO_DIR || (s[1] != ';' && s[1] != '\0')) return 0;
    *x = vx;
    *y = vy;
    *dir = d;
    *text = s + 1;
    return 1;
}

void tc_reset(TcWorld *world)
{
    const TcBoard *b = &world->board;
    world->status = TC_PLANNING;
    memcpy(world->tiles, world->plan, sizeof world->tiles);
    memset(world->flag_taken, 0, sizeof world->flag_taken);
    world->car_x = b->car_x;
    world->car_y = b->car_y;
    world->heading = b->heading;
    world->flags_left = tc_board_flags(b);
    world->steps = 0;
    world->path_count = 1;
    world->path[0] = (TcPoint){(int8_t)b->car_x, (int8_t)b->car_y};
}

void tc_clear(TcWorld *world)
{
    memset(world->plan, TC_NO_DIR, sizeof world->plan);
    memcpy(world->inventory, world->board.inventory, sizeof world->inventory);
    tc_reset(world);
}

void tc_play(TcWorld *world)
{
    if (world->status != TC_PLANNING) return;
    tc_reset(world);
    world->status = TC_DRIVING;
}

TcStatus tc_step(TcWorld *world)
{
    if (world->status != TC_DRIVING) return world->status;
    const TcBoard *b = &world->board;
    int nx = world->car_x + tc_dx[world->heading];
    int ny = world->car_y + tc_dy[world->heading];
    world->steps++;
    if (!on_board(b, nx, ny)) {
        /* The car stays on its last cell; the UI shows it at the edge. */
        world->status = TC_FAIL_EDGE;
        return world->status;
    }
    world->car_x = nx;
    world->car_y = ny;
    if (world->path_count < TC_MAX_STEPS)
        world->path[world->path_count++] = (TcPoint){(int8_t)nx, (int8_t)ny};
    switch ((TcCell)b->cells[ny][nx]) {
    case TC_OBSTACLE:
        world->status = TC_FAIL_OBSTACLE;
        return world->status;
    case TC_FLAG:
        if (!world->flag_taken[ny][nx]) {
            world->flag_taken[ny][nx] = 1;
            world->flags_left--;
        }
        break;
    case TC_GOAL:
        world->status = world->flags_left == 0 ? TC_WON : TC_FAIL_EARLY_GOAL;
        return world->status;
    case TC_EMPTY:
        break;
    }
    if (world->tiles[ny][nx] != TC_NO_DIR) {
        world->heading = (TcDir)world->tiles[ny][nx];
        world->tiles[ny][nx] = TC_NO_DIR;
    }
    return world->status;
}

TcStatus tc_run_to_end(TcWorld *world)
{
    /* Each tile is used once and a straight run leaves the board within max(w, h) steps, so
     * the loop always ends; the bound is a second guard, never reached by valid boards. */
    for (int i = 0; i < TC_MAX_STEPS && world->status == TC_DRIVING; i++) tc_step(world);
    if (world->status == TC_DRIVING) world->status = TC_FAIL_EDGE;
    return world->status;
}

const char *tc_status_message(TcStatus status)
{
    switch (status) {
    /* TRANSLATORS: "Play" is the button that starts the car: use its translation */
    case TC_PLANNING: return _("Place your arrows, then press Play.");
    case TC_DRIVING: return _("The car is driving...");
    case TC_WON: return _("You did it! The car got every flag and reached the goal.");
    case TC_FAIL_OBSTACLE: return "Crash! The car hit something in its way."; /* obstacle.h names it: tc_run_message */
    case TC_FAIL_EDGE: return _("Oops! The car drove off the edge of the board.");
    case TC_FAIL_EARLY_GOAL: return _("The car reached the goal too soon: it must collect every flag first.");
    }
    return "";
}

const char *tc_place_message(TcPlaceResult result)
{
    switch (result) {
    case TC_PLACE_OK: return "";
    case TC_PLACE_OUTSIDE: return _("That spot is not on the board.");
    case TC_PLACE_NOT_EMPTY: return _("Arrows go on empty squares only.");
    case TC_PLACE_NONE_LEFT: return _("You have no arrows of that kind left.");
    case TC_PLACE_NO_TILE: return _("There is no arrow there.");
    /* TRANSLATORS: "Reset" is the button that takes the car back: use its translation */
    case TC_PLACE_NOT_PLANNING: return _("Press Reset to change your arrows.");
    }
    return "";
}

int tc_certify(const TcBoard *board, const TcTile *tiles, int tile_count)
{
    TcWorld world;
    tc_world_init(&world, board); /* initialises every field */
    for (int i = 0; i < tile_count; i++)
        if (tc_place(&world, tiles[i].x, tiles[i].y, tiles[i].dir) != TC_PLACE_OK) return 0;
    tc_play(&world);
    return tc_run_to_end(&world) == TC_WON;
}
