-- dungeon_walk.lua - the dungeon tests/e2e/game_dungeon.sh walks through the real game: the shape
-- of first_visit.lua (a toy-car room and a robot room made by their generators, a red key off the
-- main path, a locked ruin), whose May's room holds her first lesson, so the test walks May out by
-- the lesson's known way.
dungeon = {
  title = "Test Walk",
  room_count = { 5, 6 },
  flow = {
    action { "enter", rooms = { "gatehouse" } },
    action { "race the toy car", rooms = { "garage" },
             puzzle = puzzle { mode = "toycar", concept = "sequence", length = { 4, 6 }, loops = 0 } },
    action { "find the red key", rooms = { "closet", "well" }, gives = "red", where = "side" },
    action { "fix the robot", rooms = { "robot_lab" },
             puzzle = puzzle { mode = "bots", concept = "loop", template = "short_loop", size = { 3, 4 } } },
    action { "open the ruin", rooms = { "ruin" }, needs = "red",
             puzzle = puzzle { mode = "mays", concept = "commands", lesson = "01_bridge_block" } },
    action { "go down the stairs", rooms = { "stairs_down" } },
  },
}
