-- first_visit.lua - a pupil's first dungeon: 5 or 6 rooms, one puzzle room of each mode, and a
-- red key in a small room off the main path that opens the way to May's ruin. No options: every
-- pupil meets the same flow (the rooms' sizes and shapes still change with the seed).
-- Room types come from rooms.lua. Try it: loopling-gen dungeon --flowchart first_visit.lua --seed 1
--
-- A flowchart is a list of ACTIONS, in the order the pupil meets them. Each action happens in a
-- room of one of the types it lists. scripts/dungeons/README.md explains every word.

dungeon = {
  title = "First Visit",
  room_count = { 5, 6 },                      -- rooms in all, side rooms counted

  flow = {
    action { "enter", rooms = { "gatehouse" } },

    -- The toy car: a short path, no loops yet.
    action { "race the toy car", rooms = { "garage" },
             puzzle = puzzle { mode = "toycar", concept = "sequence", length = { 4, 6 }, loops = 0 } },

    -- The key lies in a closet or a well beside an earlier room: finding it means exploring.
    action { "find the red key", rooms = { "closet", "well" }, gives = "red", where = "side" },

    -- The robot: a first loop.
    action { "fix the robot", rooms = { "robot_lab" },
             puzzle = puzzle { mode = "bots", concept = "loop", template = "short_loop", size = { 3, 4 } } },

    -- The door into the ruin is locked: the red key opens it.
    action { "open the ruin", rooms = { "ruin" }, needs = "red",
             puzzle = puzzle { mode = "mays", concept = "commands", construct = "commands", objects = 1 } },

    action { "go down the stairs", rooms = { "stairs_down" } },
  },
}
