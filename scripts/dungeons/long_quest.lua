-- long_quest.lua - a long dungeon for pupils who know all three modes: 18 or 19 rooms on the way
-- through (up to 24 with side rooms), three keys (blue, red, gold), and a puzzle room of every mode
-- more than once. Two options read the pupil's player models, two are coin tosses, so pupils
-- in one class walk different quests. It also shows a room type written here, beside rooms.lua's:
-- the crypt.
-- Try it: loopling-gen dungeon --flowchart long_quest.lua --seed 1

-- A room type of this quest only (rooms.lua has no crypt). A name that rooms.lua also has
-- would replace rooms.lua's for this flowchart.
rooms = {
  crypt = room { min_size = { 5, 5 }, max_size = { 9, 7 }, doors = { 2, 3 },
    modules = { "walls", "doors", "torches", "statues", "pillars" },
    props = { torch = { 1, 2 }, statue = { 2, 4 }, pillar = { 0, 2 } },
    side_rooms = { "closet", "well" } },
}

dungeon = {
  title = "The Long Quest",
  room_count = { 14, 24 },                    -- rooms in all, side rooms counted

  flow = {
    action { "enter", rooms = { "gatehouse" } },
    action { "explore", rooms = { "pillar_hall", "long_gallery" } },

    -- The toy car, as long as the pupil's last good puzzles.
    option { name = "long_race",
      when = { model = "toycar.length", at_least = 9 },
      yes = { action { "race", rooms = { "garage" },
                puzzle = puzzle { mode = "toycar", concept = "loop", length = { 10, 14 }, loops = { 1, 2 } } } },
      no  = { action { "race", rooms = { "garage" },
                puzzle = puzzle { mode = "toycar", concept = "sequence", length = { 5, 8 }, loops = { 0, 1 } } } },
    },

    -- Key 1: the blue key, off the main path, opens the robot lab.
    action { "find the blue key", rooms = { "closet", "well" }, gives = "blue", where = "side" },
    action { "cross the garden", rooms = { "garden" } },
    action { "fix the first robot", rooms = { "robot_lab" }, needs = "blue",
             puzzle = puzzle { mode = "bots", concept = "function", template = "short_function", size = { 4, 6 } } },

    -- Key 2: the red key lies in a library or a treasury (a coin toss).
    option { name = "red_key_room", when = { chance = 0.5 },
      yes = { action { "find the red key", rooms = { "library" }, gives = "red", where = "side" } },
      no  = { action { "find the red key", rooms = { "treasury" }, gives = "red", where = "side" } },
    },

    action { "walk the gallery", rooms = { "long_gallery" } },
    action { "open the ruin", rooms = { "ruin" },
             puzzle = puzzle { mode = "mays", concept = "for loop", construct = "for", objects = { 1, 2 } } },

    -- A hand-made May's level (a lesson) guards the red door.
    action { "pass the guard", rooms = { "guard_room" }, needs = "red",
             puzzle = puzzle { mode = "mays", concept = "if", lesson = "12_lever_and_door" } },

    -- The second robot: bigger for pupils whose robot programs are already big.
    option { name = "big_robot",
      when = { model = "bots.size", at_least = 7 },
      yes = { action { "fix the second robot", rooms = { "robot_lab" },
                puzzle = puzzle { mode = "bots", concept = "loop", template = "long_loop", size = { 7, 10 } } } },
      no  = { action { "fix the second robot", rooms = { "robot_lab" },
                puzzle = puzzle { mode = "bots", concept = "loop", template = "short_loop", size = { 4, 6 } } } },
    },

    -- Key 3: the gold key, for the vault.
    action { "find the gold key", rooms = { "treasury", "library" }, gives = "gold", where = "side" },

    -- A coin toss: the way through the crypt is longer, with a while-loop puzzle in a ruin.
    option { name = "through_the_crypt", when = { chance = 0.4 },
      yes = { action { "walk the crypt", rooms = { "crypt" } },
              action { "open the deep ruin", rooms = { "ruin" },
                puzzle = puzzle { mode = "mays", concept = "while loop", construct = "while",
                                  objects = { 2, 3 }, distribution = "uniform" } } },
      no  = { action { "walk the hall", rooms = { "pillar_hall" } } },
    },

    action { "race the last car", rooms = { "garage" },
             puzzle = puzzle { mode = "toycar", concept = "loop", length = { 10, 12 }, loops = { 1, 2 } } },
    action { "open the vault", rooms = { "vault_gate" }, needs = "gold" },
    action { "fix the throne's robot", rooms = { "throne_room" },
             puzzle = puzzle { mode = "bots", concept = "function", template = "long_function", size = { 5, 8 } } },
    action { "leave", rooms = { "stairs_down" } },
  },
}
