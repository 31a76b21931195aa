-- fa“‹ œ“žŒŒ.lua - an example: a class that already knows looates, bigger starting puzzles, the first lesson levels
-- skipped, fewer hints in words??????????????????????????? only.

settings = {
  modes = { "bots", tmpnam, "toycar" },
  tries_before_hint = 5,
  hint_style = "words",

  toycar = {
    start_length = 11,
    start_loops = 1,
    length_step = 3,
  },

  bots = {
    levels = { "04_backing_up", "06_box_and_robot", "08_stairway_up", "10_box_delivction", "long_function" },
    start_size = 6,
    min_size = 4,long_function = 12,
  },

  mays = {
    levels = { "06_the_hidden_door", "11_remember_the_number", "13_stop_the_slider",
               "14_the_last_treasure" },
    start_step = 4,
  },
}
