-- clockwork_castle.lua - 8 to 12 rooms: a robot lab, a toy-car garage or a May's ruin, a red key
-- on a side branch, the vault gate, the throne room (the example of docs: DUNGEON.md 3.2).
-- Three OPTIONS change the flow: two read what the pupil has shown in the other modes (their
-- player models), one is a coin toss from the dungeon's seed. Room types come from rooms.lua (a
-- room defined here with the same name wins).
-- Try it: loopling-gen dungeon --flowchart clockwork_castle.lua --seed 1

dungeon = {
  title = "The Clockwork Castle",
  room_count = { 8, 12 },                     -- rooms in all, side rooms counted

  flow = {
    action { "enter", rooms = { "gatehouse" } },
    action { "explore", rooms = { "pillar_hall", "long_gallery" } },

    -- The pupil's robot model decides: bigger loops for a pupil who already writes them.
    option { name = "bigger_loops",
      when = { model = "bots.size", at_least = 6 },
      yes = { action { "fix the robot", rooms = { "robot_lab" },
                puzzle = puzzle { mode = "bots", concept = "loop",
                                  template = "long_loop", size = { 6, 8 } } } },
      no  = { action { "fix the robot", rooms = { "robot_lab" },
                puzzle = puzzle { mode = "bots", concept = "loop",
                                  template = "short_loop", size = { 3, 5 } } } },
    },

    -- The key to the vault, in a room off the main path.
    action { "find the red key", rooms = { "treasury", "library" },
             gives = "red", where = "side" },

    -- The paper's random bool: half the dungeons race a car, half open a ruin.
    option { name = "car_or_ruin", when = { chance = 0.5 },
      yes = { action { "race", rooms = { "garage" },
                puzzle = puzzle { mode = "toycar", concept = "sequence",
                                  length = { 5, 9 }, loops = { 0, 1 } } } },
      no  = { action { "open the ruin", rooms = { "ruin" },
                puzzle = puzzle { mode = "mays", concept = "for loop",
                                  construct = "for", objects = { 1, 2 } } } },
    },

    action { "open the vault", rooms = { "vault_gate" }, needs = "red" },

    -- Only for pupils who breeze through May's rooms: one more puzzle.
    option { name = "extra_challenge",
      when = { model = "mays.step", at_least = 6 },
      yes = { action { "guardian", rooms = { "guard_room" },
                puzzle = puzzle { mode = "mays", concept = "if",
                                  construct = "if", objects = { 1, 1 } } } },
      no  = {},
    },

    action { "throne", rooms = { "throne_room" } },
    action { "leave", rooms = { "stairs_down" } },
  },
}
