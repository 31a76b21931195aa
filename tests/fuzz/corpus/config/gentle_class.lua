-- gentle_class.lua - an example: a class that is new to programming.
-- Toy car first and for a while; short puzzles that grow slowly; hints come early and point
-- at the place. Settings left out keep their defaults (see default.lua).

settings = {
  modes = { "toycar", "mays" },       -- robots wait for a later term
  tries_before_hint = 2,
  hint_style = "highlight",

  toycar = {
    start_length = 3,
    length_step = 1,                  -- grow one move at a time
    population = 300,                 -- smaller puzzles need a smaller search
    generations = 600,
  },

  mays = {
    levels = { "01_bridge_block", "02_out_of_the_way", "03_two_blocks",
               "04_statue_on_the_plate", "05_turn_the_fire" },
    start_step = 1,
  },
}
