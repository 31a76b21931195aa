-- default.lua - a teacher's settings for Loopling, with every setting at the game's default.
-- Copy this file, change what your class needs, and check it before the lesson:
--     loopling-gen check-config my_class.lua
-- Any setting you leave out keeps its default. A mistake (a misspelt name, a word where a
-- number belongs, a number out of range) is reported as file:line: reason.
-- The guide: docs/teachers.md.

settings = {
  -- The modes pupils can open, in the order the menu shows them.
  -- Any of "toycar", "bots", "mays", "dungeon"; a mode left out is locked.
  modes = { "toycar", "bots", "mays", "dungeon" },

  -- After this many tries at one puzzle the game offers a hint (1 to 20).
  tries_before_hint = 3,

  -- How a hint looks: "words" (a sentence), "highlight" (the place to look at is marked)
  -- or "none" (no hints).
  hint_style = "words",

  -- The lessons' order: "in_order" (Level > opens the next lesson only once this one is
  -- solved) or "free" (pupils may go to any lesson). Either way only solved lessons count.
  lesson_order = "in_order",

  -- Toy car: pupils place arrows so the car collects every flag.
  toycar = {
    -- Lesson levels (files in levels/toycar/, without .level), in the order pupils meet them.
    levels = { "01_press_play", "02_turn_the_corner", "03_collect_the_flags",
               "04_around_the_rocks", "05_arrows_are_used_once" },
    -- The first generated puzzle's solution length in moves (3 to 41).
    start_length = 3,
    -- The first generated puzzle's loops (0 to 8; each loop needs 5 moves of start_length).
    start_loops = 0,
    -- How much longer the next puzzle gets after a quick success (1 to 10 moves).
    length_step = 2,
    -- The generator's population: more finds better puzzles but takes longer (10 to 5000).
    population = 500,
    -- The generator's generations: the same trade-off (10 to 5000).
    generations = 1000,
  },

  -- Robot: pupils write a program (loops, functions) that moves the robot onto the switches.
  bots = {
    -- Lesson levels (files in levels/bots/), in order.
    levels = { "01_first_steps", "02_turn_the_corner", "03_box_on_the_switch", "04_backing_up",
               "05_down_the_stairs", "06_box_and_robot", "07_the_long_bridge", "08_stairway_up",
               "09_three_hurdles", "10_box_delivery" },
    -- The program shapes generated puzzles use (files in scripts/templates/):
    -- "short_loop", "long_loop", "short_function", "long_function".
    templates = { "short_loop", "long_loop", "short_function", "long_function" },
    -- The size of the first generated puzzle: actions in the repeated part (3 to 12).
    start_size = 4,
    -- The smallest and biggest size the game moves between (3 to 12).
    min_size = 3,
    max_size = 12,
    -- The blocks a lesson shows: "as_taught" (each lesson shows only what the lessons so far
    -- have taught: lesson 1 just "forward") or "all" (every block and the text view at once).
    blocks = "as_taught",
  },

  -- May's Journey: pupils program objects (blocks, statues, levers) in a small language.
  mays = {
    -- Lesson levels (files in levels/mays/), in order.
    levels = { "01_bridge_block", "02_out_of_the_way", "03_two_blocks", "04_statue_on_the_plate",
               "05_turn_the_fire", "06_the_hidden_door", "07_statue_and_block", "08_three_corners",
               "09_the_long_canal", "10_two_canals", "11_remember_the_number", "12_lever_and_door",
               "13_stop_the_slider", "14_the_last_treasure" },
    -- The grammar that shapes generated rooms (a file in scripts/grammars/).
    grammar = "mays.lua",
    -- The step of the ladder generated rooms start at (1 to 10): 1-3 commands only,
    -- 4-5 for loops, 6 if, 7 three objects, 8 while, 9-10 harder for and while.
    start_step = 1,
  },

  -- The dungeon: rooms made from a gameplay flowchart (scripts/dungeons/), holding puzzles of the
  -- three modes. Leave flowchart out and pupils meet first_visit.lua, then clockwork_castle.lua,
  -- then long_quest.lua and its harder branches by their dungeon step: a step up for each dungeon
  -- finished, a step down for each left with a puzzle given up. A flowchart named here keeps its
  -- harder branches for pupils further up their step.
  dungeon = {
    -- flowchart = "clockwork_castle.lua",
  },
}
