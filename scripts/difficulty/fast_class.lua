-- fast_class.lua - an example: a class that already knows loops.
-- Robots first with the function templates, bigger starting puzzles, the first lesson levels
-- skipped, fewer hints in words only.

settings = {
  modes = { "bots", "mays", "toycar" },
  tries_before_hint = 5,
  hint_style = "words",
  lesson_order = "free",  -- a quick class may go to any lesson

  toycar = {
    start_length = 11,
    start_loops = 1,
    length_step = 3,
  },

  bots = {
    levels = { "04_backing_up", "06_box_and_robot", "08_stairway_up", "10_box_delivery" },
    templates = { "short_function", "long_function" },
    start_size = 6,
    min_size = 4,
    max_size = 12,
    blocks = "all",  -- they skip the first lessons: every block from the start
  },

  mays = {
    levels = { "06_the_hidden_door", "11_remember_the_number", "13_stop_the_slider",
               "14_the_last_treasure" },
    start_step = 4,
  },
}
